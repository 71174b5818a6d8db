import { Inject, Injectable } from '@nestjs/common';
import {
  answers,
  levels,
  practiceSessions,
  questionPapers,
  questions,
  type Database,
  type PendingResult,
} from '@markwise/db';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

export type SessionResultRow = Awaited<ReturnType<ReviewRepository['results']>>[number];

/**
 * A marked session's answers as teachers settle them: decisions, release, totals, re-evaluation
 * proposals. Sessions are reached through the caller's institution (another's match nothing), and
 * the writes run under the session's lock in the caller's transaction.
 */
@Injectable()
export class ReviewRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** The session if it belongs to the institution, locked for the transaction. */
  async lockSession(scope: { institutionId: string }, sessionId: string, tx: Executor) {
    const [row] = await tx
      .select({
        id: practiceSessions.id,
        userId: practiceSessions.userId,
        levelId: practiceSessions.levelId,
        paperId: practiceSessions.paperId,
        status: practiceSessions.status,
        evaluationRuns: practiceSessions.evaluationRuns,
        marksAllocated: practiceSessions.marksAllocated,
        levelPassPercentage: levels.passPercentage,
        paperPassPercentage: questionPapers.passPercentage,
        releasePolicy: levels.releasePolicy,
      })
      .from(practiceSessions)
      .innerJoin(levels, eq(levels.id, practiceSessions.levelId))
      .innerJoin(questionPapers, eq(questionPapers.id, practiceSessions.paperId))
      .where(
        and(
          eq(practiceSessions.id, sessionId),
          eq(practiceSessions.institutionId, scope.institutionId),
        ),
      )
      .for('update', { of: practiceSessions });
    return row;
  }

  /**
   * Serialises teachers' marks on a question (and a run's sealing), so the suggestions recomputed
   * from its anchors always see every anchor committed before. `no key update` leaves answers'
   * foreign-key checks on the question free.
   */
  async lockQuestions(questionIds: readonly string[], tx: Executor) {
    for (const id of [...questionIds].sort()) {
      await tx
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.id, id))
        .for('no key update');
    }
  }

  /** A question of the session's paper, with the session's answer to it (null when there is none). */
  async findAnswer(ids: { sessionId: string; paperId: string; questionId: string }, tx: Executor) {
    const [row] = await tx
      .select({
        questionId: questions.id,
        questionText: questions.text,
        marks: questions.marks,
        answerId: answers.id,
        marksAwarded: answers.marksAwarded,
        evaluatorMarksAwarded: answers.evaluatorMarksAwarded,
        suggestedMarks: answers.suggestedMarks,
        confidence: answers.confidence,
        releasedAt: answers.releasedAt,
        overriddenBy: answers.overriddenBy,
        overriddenAt: answers.overriddenAt,
        overrideReason: answers.overrideReason,
      })
      .from(questions)
      .leftJoin(
        answers,
        and(eq(answers.questionId, questions.id), eq(answers.sessionId, ids.sessionId)),
      )
      .where(and(eq(questions.id, ids.questionId), eq(questions.paperId, ids.paperId)));
    return row;
  }

  /**
   * Records a teacher's mark (inserting the answer row of an unanswered question if needed), and
   * releases it when told. With `onlyUndecided`, only an answer no teacher has decided and that is
   * not released: of two teachers deciding it at once, the second matches nothing (null).
   */
  async saveTeacherMark(
    values: {
      sessionId: string;
      questionId: string;
      marksAllocated: number;
      marks: number;
      reason: string;
      by: string;
      at: Date;
      release: boolean;
      onlyUndecided: boolean;
    },
    tx: Executor,
  ) {
    const set = {
      marksAwarded: values.marks,
      overriddenBy: values.by,
      overriddenAt: values.at,
      overrideReason: values.reason,
      // A teacher's mark settles what a re-evaluation proposed for this answer.
      pending: null,
      updatedAt: values.at,
      ...(values.release ? { releasedAt: sql`coalesce(${answers.releasedAt}, ${values.at})` } : {}),
    };
    const [row] = await tx
      .insert(answers)
      .values({
        sessionId: values.sessionId,
        questionId: values.questionId,
        marksAllocated: values.marksAllocated,
        ...set,
        releasedAt: values.release ? values.at : null,
      })
      .onConflictDoUpdate({
        target: [answers.sessionId, answers.questionId],
        set,
        setWhere: values.onlyUndecided
          ? and(isNull(answers.overriddenAt), isNull(answers.releasedAt))
          : undefined,
      })
      .returning({
        id: answers.id,
        evaluatorMarksAwarded: answers.evaluatorMarksAwarded,
        releasedAt: answers.releasedAt,
      });
    return row ?? null;
  }

  /** Every question's result in the session, for its totals, report and release state. */
  async results(sessionId: string, paperId: string, tx: Executor) {
    return tx
      .select({
        questionId: questions.id,
        number: questions.number,
        marks: questions.marks,
        answerId: answers.id,
        marksAwarded: answers.marksAwarded,
        evaluator: answers.evaluator,
        feedback: answers.feedback,
        confidence: answers.confidence,
        overriddenAt: answers.overriddenAt,
        releasedAt: answers.releasedAt,
        pending: answers.pending,
      })
      .from(questions)
      .leftJoin(
        answers,
        and(eq(answers.questionId, questions.id), eq(answers.sessionId, sessionId)),
      )
      .where(eq(questions.paperId, paperId))
      .orderBy(asc(questions.number));
  }

  /** Releases every answer of the session not yet released; returns how many. */
  async releaseAll(sessionId: string, at: Date, tx: Executor) {
    const rows = await tx
      .update(answers)
      .set({ releasedAt: at, updatedAt: at })
      .where(and(eq(answers.sessionId, sessionId), isNull(answers.releasedAt)))
      .returning({ id: answers.id });
    return rows.length;
  }

  /** Session status and totals, as the settlement decides them. */
  async setOutcome(
    sessionId: string,
    values: {
      status: 'in_review' | 'evaluated';
      marksAwarded: number | null;
      isPass: boolean | null;
      overallReport: string | null;
      evaluatedAt?: Date;
    },
    tx: Executor,
  ) {
    await tx.update(practiceSessions).set(values).where(eq(practiceSessions.id, sessionId));
  }

  /** Answers of the session with a re-evaluation proposal, for the listed questions (or all). */
  async pendingOf(sessionId: string, questionIds: readonly string[] | undefined, tx: Executor) {
    return tx
      .select({
        answerId: answers.id,
        questionId: answers.questionId,
        marksAwarded: answers.marksAwarded,
        evaluatorMarksAwarded: answers.evaluatorMarksAwarded,
        feedback: answers.feedback,
        pending: answers.pending,
      })
      .from(answers)
      .where(
        and(
          eq(answers.sessionId, sessionId),
          isNotNull(answers.pending),
          isNotNull(answers.releasedAt),
          questionIds ? inArray(answers.questionId, [...questionIds]) : undefined,
        ),
      );
  }

  /** A proposal becomes the released result (the caller holds the session's lock). */
  async applyPending(answerId: string, pending: PendingResult, at: Date, tx: Executor) {
    const rows = await tx
      .update(answers)
      .set({
        marksAwarded: pending.marks,
        evaluatorMarksAwarded: pending.evaluatorMarks,
        suggestedMarks: pending.marks,
        feedback: pending.feedback,
        evaluator: pending.evaluator,
        evaluatorModel: pending.model,
        confidence: pending.confidence,
        reviewReasons: pending.reasons,
        transcription: pending.transcription,
        pending: null,
        updatedAt: at,
      })
      .where(and(eq(answers.id, answerId), isNotNull(answers.pending)))
      .returning({ id: answers.id });
    return rows.length > 0;
  }
}
