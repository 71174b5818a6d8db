import { answers, practiceSessions, questions } from '@markwise/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../database/database.module.js';
import { sessionOf, type SessionScope } from './session-scope.js';

/*
 * An attempt is read question by question: every question of its paper, with the attempt's
 * answer to it when there is one. Marking, results, the report and the marking guides all join
 * the same way.
 */

/** An answer's text as marked: typed, then what was read from its photos. */
export const answerTextOf = sql<string>`concat_ws(E'\n\n', nullif(trim(${answers.answerText}), ''), nullif(trim(${answers.transcription}), ''))`;

/** The attempt's answer to the question (for a left join: an unanswered question has none). */
export const answerToQuestion = and(
  eq(answers.questionId, questions.id),
  eq(answers.sessionId, practiceSessions.id),
)!;

/** The rows of `questionsOfAttempt`: an unanswered question's answer columns are null. */
type AttemptQuestionRows<T> = SelectResult<
  T,
  'partial',
  { practice_sessions: 'not-null'; questions: 'not-null'; answers: 'nullable' }
>[];

/**
 * Every question of the attempt's paper by number, selecting `fields` of the attempt, the question
 * and the attempt's answer to it; nothing when the scope may not read the attempt. (Drizzle's
 * builder types lose a generic selection across joins, so the rows are typed here.)
 */
export const questionsOfAttempt = <T extends SelectedFields>(
  db: Executor,
  scope: SessionScope,
  sessionId: string,
  fields: T,
): Promise<AttemptQuestionRows<T>> =>
  db
    .select(fields as SelectedFields)
    .from(practiceSessions)
    .innerJoin(questions, eq(questions.paperId, practiceSessions.paperId))
    .leftJoin(answers, answerToQuestion)
    .where(sessionOf(scope, sessionId))
    .orderBy(asc(questions.number)) as Promise<unknown> as Promise<AttemptQuestionRows<T>>;

/** A question with what it is marked against. */
export const questionWithGuide = {
  questionId: questions.id,
  number: questions.number,
  text: questions.text,
  marks: questions.marks,
  modelAnswer: questions.modelAnswer,
  rubric: questions.rubric,
  acceptedAnswers: questions.acceptedAnswers,
};
