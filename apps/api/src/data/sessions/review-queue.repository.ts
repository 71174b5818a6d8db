import { Injectable } from '@nestjs/common';
import type { ReviewListQuery } from '@markwise/contract';
import { answers, practiceSessions, questions, users } from '@markwise/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';
import { attemptOfAnswer } from './attempt-joins.js';

/** The level's attempts that reached marking: a teacher reviews and releases these. */
function marked(scope: TenantScope, levelId: string): SQL {
  return and(
    eq(practiceSessions.institutionId, scope.institutionId),
    eq(practiceSessions.levelId, levelId),
    inArray(practiceSessions.status, ['in_review', 'evaluated']),
  )!;
}

/**
 * What waits for a teacher: undecided answers the machine was unsure of, and the unreleased
 * answers of attempts held by an after-review level. Undecided: no teacher's mark.
 */
const isWaiting = and(
  eq(practiceSessions.status, 'in_review'),
  isNull(answers.releasedAt),
  isNull(answers.overriddenAt),
)!;

const waiting = (scope: TenantScope, levelId: string) => and(marked(scope, levelId), isWaiting);

/** A desk's narrowing of the waiting answers: one question, one script, submitted in a range. */
function narrowedBy(query: Omit<ReviewListQuery, 'page' | 'limit'>): (SQL | undefined)[] {
  const day = (date: string, days = 0) =>
    new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 24 * 60 * 60 * 1000);
  return [
    query.questionId ? eq(answers.questionId, query.questionId) : undefined,
    query.sessionId ? eq(practiceSessions.id, query.sessionId) : undefined,
    query.from ? gte(practiceSessions.submittedAt, day(query.from)) : undefined,
    query.to ? lt(practiceSessions.submittedAt, day(query.to, 1)) : undefined,
  ];
}

const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The review list's reads: answers waiting for a teacher on one level, and its progress. */
@Injectable()
export class ReviewQueueRepository extends Repository {
  /**
   * One page of the level's waiting answers: those needing a decision first, oldest first. How
   * many wait in all is progressPerQuestion's `waiting` (the same rule), not a second count here.
   */
  async page(scope: TenantScope, levelId: string, query: ReviewListQuery, tx?: Tx) {
    const db = this.db(tx);
    const where = and(waiting(scope, levelId), ...narrowedBy(query));
    const needsDecision = sql<boolean>`coalesce(${answers.confidence} = 'needs_review', false)`;
    return db
      .select({
        sessionId: practiceSessions.id,
        sessionStatus: practiceSessions.status,
        submittedAt: practiceSessions.submittedAt,
        studentId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        questionId: questions.id,
        number: questions.number,
        questionText: questions.text,
        marks: questions.marks,
        rubric: questions.rubric,
        answerText: answers.answerText,
        transcription: answers.transcription,
        imagePaths: answers.imagePaths,
        feedback: answers.feedback,
        suggestedMarks: answers.suggestedMarks,
        machineMarks: answers.evaluatorMarksAwarded,
        confidence: answers.confidence,
        reasons: answers.reviewReasons,
        secondOpinion: answers.secondOpinion,
        needsDecision,
      })
      .from(answers)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .innerJoin(users, eq(users.id, practiceSessions.userId))
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(where)
      .orderBy(
        desc(needsDecision),
        asc(practiceSessions.submittedAt),
        asc(practiceSessions.id),
        asc(questions.number),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
  }

  /** How many of the level's answers wait under the desk's narrowing (a script, a range). */
  async countWaiting(
    scope: TenantScope,
    levelId: string,
    query: Omit<ReviewListQuery, 'page' | 'limit'>,
    tx?: Tx,
  ): Promise<number> {
    const [row] = await this.db(tx)
      .select({ count: count() })
      .from(answers)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .where(and(waiting(scope, levelId), ...narrowedBy(query)));
    return Number(row?.count ?? 0);
  }

  /**
   * The question's waiting answers on the level (of the given attempts only, when named), oldest
   * submission first, up to `limit`: what the desk groups. Their text is the typed answer, else
   * what was read from the photos.
   */
  async waitingAnswers(
    scope: TenantScope,
    ids: { levelId: string; questionId: string; sessionIds?: readonly string[] },
    limit: number,
    tx?: Tx,
  ) {
    return this.db(tx)
      .select({
        sessionId: practiceSessions.id,
        questionText: questions.text,
        questionNumber: questions.number,
        questionMarks: questions.marks,
        text: sql<string>`coalesce(${answers.answerText}, ${answers.transcription}, '')`,
        suggestedMarks: sql<number | null>`coalesce(${answers.suggestedMarks}, ${answers.marksAwarded})`,
        needsDecision: sql<boolean>`coalesce(${answers.confidence} = 'needs_review', false)`,
      })
      .from(answers)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(
        and(
          waiting(scope, ids.levelId),
          eq(answers.questionId, ids.questionId),
          ids.sessionIds ? inArray(practiceSessions.id, [...ids.sessionIds]) : undefined,
        ),
      )
      .orderBy(asc(practiceSessions.submittedAt), asc(practiceSessions.id))
      .limit(limit);
  }

  /**
   * Per question of the level with marked answers: how many wait, need a decision, are held
   * until a release, were marked by a teacher, and in all.
   */
  async progressPerQuestion(scope: TenantScope, levelId: string, tx?: Tx) {
    const rows = await this.db(tx)
      .select({
        questionId: questions.id,
        number: questions.number,
        // One row per question: its own columns depend on the key grouped by.
        marks: questions.marks,
        rubric: questions.rubric,
        waiting: countWhere(isWaiting),
        needsDecision: countWhere(and(isWaiting, eq(answers.confidence, 'needs_review'))),
        unreleased: countWhere(
          and(eq(practiceSessions.status, 'in_review'), isNull(answers.releasedAt)),
        ),
        reviewed: countWhere(isNotNull(answers.overriddenAt)),
        total: count(),
      })
      .from(answers)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(marked(scope, levelId))
      .groupBy(questions.id, questions.number)
      .orderBy(asc(questions.number), asc(questions.id));
    return rows.map((row) => ({ ...row, rubric: row.rubric ?? [], total: Number(row.total) }));
  }

  /**
   * Teachers' marks on the level's answers to the given questions beside the machine's suggestion
   * they saw (the evaluator's own mark when no suggestion was made): what the agreement figures
   * compare. Read through the index of decided answers, not every answer of the level.
   */
  async teacherAndMachine(
    scope: TenantScope,
    levelId: string,
    questionIds: readonly string[],
    tx?: Tx,
  ) {
    if (questionIds.length === 0) return [];
    const machine = sql<number>`coalesce(${answers.suggestedMarks}, ${answers.evaluatorMarksAwarded})`;
    return this.db(tx)
      .select({ questionId: answers.questionId, teacher: answers.marksAwarded, machine })
      .from(answers)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .where(
        and(
          marked(scope, levelId),
          inArray(answers.questionId, [...questionIds]),
          isNotNull(answers.overriddenAt),
          isNotNull(answers.marksAwarded),
          sql`${machine} is not null`,
        ),
      );
  }

  /** The level's attempts held in review, oldest submission first: what a level release walks. */
  async attemptsInReview(scope: TenantScope, levelId: string, tx?: Tx) {
    const rows = await this.db(tx)
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.institutionId, scope.institutionId),
          eq(practiceSessions.levelId, levelId),
          eq(practiceSessions.status, 'in_review'),
        ),
      )
      .orderBy(asc(practiceSessions.submittedAt), asc(practiceSessions.id));
    return rows.map((row) => row.id);
  }
}
