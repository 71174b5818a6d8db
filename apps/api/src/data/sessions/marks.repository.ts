import { Injectable } from '@nestjs/common';
import {
  answers,
  practiceSessions,
  questions,
  type PendingResult,
  type StructuredFeedback,
} from '@markwise/db';
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';
import { answersIn, sessionOf } from './session-scope.js';
import { answerTextOf, answerToQuestion, questionsOfAttempt } from './attempt-questions.js';
import { attemptOfAnswer, institutionAnswers } from './attempt-joins.js';

export type SessionResultRow = Awaited<ReturnType<MarksRepository['results']>>[number];

/**
 * Marks as teachers settle them: decisions and overrides, release, an attempt's results,
 * re-evaluation proposals, and teachers' marks as anchors for the machine's suggestions. The
 * writes run in the caller's transaction, under the attempt's lock (and the question's, for
 * anchors).
 */
@Injectable()
export class MarksRepository extends Repository {
  /** A question of the attempt's paper, with the attempt's answer to it (null when there is none). */
  async findAnswer(scope: TenantScope, ids: { sessionId: string; questionId: string }, tx: Tx) {
    const [row] = await this.db(tx)
      .select({
        questionId: questions.id,
        questionText: questions.text,
        questionNumber: questions.number,
        marks: questions.marks,
        answerId: answers.id,
        feedback: answers.feedback,
        imagePaths: answers.imagePaths,
        transcription: answers.transcription,
        marksAwarded: answers.marksAwarded,
        evaluatorMarksAwarded: answers.evaluatorMarksAwarded,
        suggestedMarks: answers.suggestedMarks,
        confidence: answers.confidence,
        releasedAt: answers.releasedAt,
        overriddenBy: answers.overriddenBy,
        overriddenAt: answers.overriddenAt,
        overrideReason: answers.overrideReason,
        rubric: questions.rubric,
      })
      .from(practiceSessions)
      .innerJoin(
        questions,
        and(eq(questions.paperId, practiceSessions.paperId), eq(questions.id, ids.questionId)),
      )
      .leftJoin(answers, answerToQuestion)
      .where(sessionOf(scope, ids.sessionId));
    return row;
  }

  /**
   * Records a teacher's mark (inserting the answer row of an unanswered question if needed), and
   * releases it when told. With `onlyUndecided`, only an answer no teacher has decided and that is
   * not released: of two teachers deciding it at once, the second matches nothing (null). The
   * caller holds the attempt's lock, taken through the scope.
   */
  async saveTeacherMark(
    _scope: TenantScope,
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
      /** The feedback the student reads with the teacher's mark; unchanged when undefined. */
      feedback?: StructuredFeedback | null;
      /** The rubric points the mark was given by; null for a mark typed or accepted. */
      rubricPointIds: string[] | null;
    },
    tx: Tx,
  ) {
    const set = {
      marksAwarded: values.marks,
      ...(values.feedback === undefined ? {} : { feedback: values.feedback }),
      overriddenBy: values.by,
      overriddenAt: values.at,
      overrideReason: values.reason,
      rubricPointIds: values.rubricPointIds,
      // A teacher's mark settles what a re-evaluation proposed for this answer.
      pending: null,
      updatedAt: values.at,
      ...(values.release ? { releasedAt: sql`coalesce(${answers.releasedAt}, ${values.at})` } : {}),
    };
    const [row] = await this.db(tx)
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

  /** Every question's result in the attempt, for its totals, report and release state. */
  async results(scope: TenantScope, sessionId: string, tx?: Tx) {
    return questionsOfAttempt(this.db(tx), scope, sessionId, {
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
    });
  }

  /** Releases every answer of the attempt not yet released; returns how many. */
  async releaseAll(scope: TenantScope, sessionId: string, at: Date, tx: Tx) {
    const db = this.db(tx);
    const rows = await db
      .update(answers)
      .set({ releasedAt: at, updatedAt: at })
      .where(
        and(eq(answers.sessionId, sessionId), isNull(answers.releasedAt), answersIn(db, scope)),
      )
      .returning({ id: answers.id });
    return rows.length;
  }

  /** Answers of the attempt with a re-evaluation proposal, for the listed questions (or all). */
  async pendingOf(
    scope: TenantScope,
    sessionId: string,
    questionIds: readonly string[] | undefined,
    tx: Tx,
  ) {
    const db = this.db(tx);
    return db
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
          answersIn(db, scope),
        ),
      );
  }

  /** A proposal becomes the released result (the caller holds the attempt's lock). */
  async applyPending(
    scope: TenantScope,
    answerId: string,
    pending: PendingResult,
    at: Date,
    tx: Tx,
  ) {
    const db = this.db(tx);
    const rows = await db
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
      .where(and(eq(answers.id, answerId), isNotNull(answers.pending), answersIn(db, scope)))
      .returning({ id: answers.id });
    return rows.length > 0;
  }

  /**
   * Teachers' marks on a question beside the machine's raw mark and the answer's text: what
   * re-calibrates the machine's suggestions for the other answers. `except`: an attempt left out.
   */
  async anchorsOf(scope: TenantScope, options: { questionId: string; except?: string }, tx: Tx) {
    const rows = await this.db(tx)
      .select({
        teacherMarks: answers.marksAwarded,
        machineMarks: answers.evaluatorMarksAwarded,
        answer: answerTextOf,
      })
      .from(answers)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .where(
        institutionAnswers(
          scope,
          eq(answers.questionId, options.questionId),
          isNotNull(answers.overriddenAt),
          isNotNull(answers.marksAwarded),
          isNotNull(answers.evaluatorMarksAwarded),
          options.except ? ne(answers.sessionId, options.except) : undefined,
        ),
      );
    return rows.flatMap((row) =>
      row.answer.trim() && row.teacherMarks !== null && row.machineMarks !== null
        ? [{ answer: row.answer, teacherMarks: row.teacherMarks, machineMarks: row.machineMarks }]
        : [],
    );
  }

  /**
   * The question's answers a teacher marked by ticking rubric points, in attempts a teacher may
   * still re-mark: what a change of those points' marks moves.
   */
  async markedWithRubric(scope: TenantScope, questionId: string, tx: Tx) {
    const rows = await this.db(tx)
      .select({
        sessionId: answers.sessionId,
        marksAwarded: answers.marksAwarded,
        rubricPointIds: answers.rubricPointIds,
        released: sql<boolean>`${answers.releasedAt} is not null`,
      })
      .from(answers)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .where(
        institutionAnswers(
          scope,
          eq(answers.questionId, questionId),
          isNotNull(answers.rubricPointIds),
          inArray(practiceSessions.status, ['in_review', 'evaluated']),
        ),
      )
      .orderBy(answers.sessionId);
    return rows.map((row) => ({ ...row, rubricPointIds: row.rubricPointIds ?? [] }));
  }

  /** The question's unreleased answers no teacher has decided: the suggestions anchors move. */
  async undecidedOf(scope: TenantScope, questionId: string, tx: Tx) {
    return this.db(tx)
      .select({
        id: answers.id,
        answer: answerTextOf,
        machineMarks: answers.evaluatorMarksAwarded,
        suggestedMarks: answers.suggestedMarks,
      })
      .from(answers)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .where(
        institutionAnswers(
          scope,
          eq(answers.questionId, questionId),
          isNull(answers.releasedAt),
          isNull(answers.overriddenAt),
          isNotNull(answers.evaluatorMarksAwarded),
          // Unanswered questions are confidently 0; nothing to re-calibrate.
          ne(answers.evaluator, 'none'),
        ),
      );
  }

  /**
   * Moves unreleased, undecided answers' suggestions (each also the answer's mark until a
   * teacher's) in one statement; an answer decided or released meanwhile keeps its mark.
   */
  async setSuggestions(
    scope: TenantScope,
    moves: readonly { id: string; marks: number }[],
    tx: Tx,
  ): Promise<number> {
    if (moves.length === 0) return 0;
    const db = this.db(tx);
    const moved = sql`jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as moved(id uuid, marks real)`;
    const rows = await db
      .update(answers)
      .set({ suggestedMarks: sql`moved.marks`, marksAwarded: sql`moved.marks` })
      .from(moved)
      .where(
        and(
          eq(answers.id, sql`moved.id`),
          isNull(answers.releasedAt),
          isNull(answers.overriddenAt),
          answersIn(db, scope),
        ),
      )
      .returning({ id: answers.id });
    return rows.length;
  }
}
