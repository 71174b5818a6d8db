import { answers, practiceSessions, questions } from '@markwise/db';
import { and, eq } from 'drizzle-orm';

/*
 * An attempt is read question by question: every question of its paper, with the attempt's
 * answer to it when there is one. Marking, results, the report and the marking guides all join
 * the same way.
 */

/** The attempt's answer to the question (for a left join: an unanswered question has none). */
export const answerToQuestion = and(
  eq(answers.questionId, questions.id),
  eq(answers.sessionId, practiceSessions.id),
)!;

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
