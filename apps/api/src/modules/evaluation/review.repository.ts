import { Inject, Injectable } from '@nestjs/common';
import type { ReviewListQuery } from '@markwise/contract';
import {
  answers,
  levels,
  journeys,
  practiceSessions,
  questionPapers,
  questions,
  users,
  type Database,
  type PendingResult,
} from '@markwise/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

export type SessionResultRow = Awaited<ReturnType<ReviewRepository['results']>>[number];

/** An answer's text as marked: typed, then what was read from its photos. */
const answerTextOf = sql<string>`concat_ws(E'\n\n', nullif(trim(${answers.answerText}), ''), nullif(trim(${answers.transcription}), ''))`;

/**
 * Answers as teachers review them: what waits for a decision, teachers' marks as anchors for the
 * machine's suggestions, release, and re-evaluation proposals. Every method is scoped by the
 * caller's institution (a session or question of another institution matches nothing).
 */
@Injectable()
export class ReviewRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** An exam level of the institution, with the paper its attempts are sat on. */
  async findLevel(scope: { institutionId: string }, levelId: string) {
    const [row] = await this.database.db
      .select({ id: levels.id, type: levels.type, releasePolicy: levels.releasePolicy })
      .from(levels)
      .innerJoin(journeys, eq(journeys.id, levels.journeyId))
      .where(and(eq(levels.id, levelId), eq(journeys.institutionId, scope.institutionId)));
    return row;
  }

  /**
   * What waits for a teacher on a level: undecided answers the machine was unsure of, and the
   * unreleased answers of attempts held by an after-review level. Undecided: no teacher's mark.
   */
  private waiting(scope: { institutionId: string }, levelId: string): SQL {
    return and(
      eq(practiceSessions.institutionId, scope.institutionId),
      eq(practiceSessions.levelId, levelId),
      eq(practiceSessions.status, 'in_review'),
      isNull(answers.releasedAt),
      isNull(answers.overriddenAt),
    )!;
  }

  /** One page of the level's waiting answers: those needing a decision first, oldest first. */
  async reviewPage(scope: { institutionId: string }, levelId: string, query: ReviewListQuery) {
    const where = and(
      this.waiting(scope, levelId),
      query.questionId ? eq(answers.questionId, query.questionId) : undefined,
    );
    const needsDecision = sql<boolean>`(${answers.confidence} = 'needs_review')`;
    const [rows, [total]] = await Promise.all([
      this.database.db
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
          answerText: answers.answerText,
          transcription: answers.transcription,
          imagePaths: answers.imagePaths,
          suggestedMarks: answers.suggestedMarks,
          machineMarks: answers.evaluatorMarksAwarded,
          confidence: answers.confidence,
          reasons: answers.reviewReasons,
          secondOpinion: answers.secondOpinion,
          needsDecision,
        })
        .from(answers)
        .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
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
        .offset((query.page - 1) * query.limit),
      this.database.db
        .select({ total: count() })
        .from(answers)
        .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
        .where(where),
    ]);
    return { rows, total: Number(total?.total ?? 0) };
  }

  /** How many answers wait per question of the level, whatever the page. */
  async waitingPerQuestion(scope: { institutionId: string }, levelId: string) {
    const rows = await this.database.db
      .select({ questionId: questions.id, number: questions.number, waiting: count() })
      .from(answers)
      .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(this.waiting(scope, levelId))
      .groupBy(questions.id, questions.number)
      .orderBy(asc(questions.number), asc(questions.id));
    return rows.map((row) => ({ ...row, waiting: Number(row.waiting) }));
  }

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

  /**
   * Teachers' marks on a question beside the machine's raw mark and the answer's text: what
   * re-calibrates the machine's suggestions for the other answers. `except`: a session left out.
   */
  async anchorsOf(
    scope: { institutionId: string },
    questionId: string,
    tx: Executor,
    except?: string,
  ) {
    const rows = await tx
      .select({
        teacherMarks: answers.marksAwarded,
        machineMarks: answers.evaluatorMarksAwarded,
        answer: answerTextOf,
      })
      .from(answers)
      .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
      .where(
        and(
          eq(practiceSessions.institutionId, scope.institutionId),
          eq(answers.questionId, questionId),
          isNotNull(answers.overriddenAt),
          isNotNull(answers.marksAwarded),
          isNotNull(answers.evaluatorMarksAwarded),
          except ? ne(answers.sessionId, except) : undefined,
        ),
      );
    return rows.flatMap((row) =>
      row.answer.trim() && row.teacherMarks !== null && row.machineMarks !== null
        ? [{ answer: row.answer, teacherMarks: row.teacherMarks, machineMarks: row.machineMarks }]
        : [],
    );
  }

  /** The question's unreleased answers no teacher has decided: the suggestions anchors move. */
  async undecidedOf(scope: { institutionId: string }, questionId: string, tx: Executor) {
    return tx
      .select({
        id: answers.id,
        answer: answerTextOf,
        machineMarks: answers.evaluatorMarksAwarded,
        suggestedMarks: answers.suggestedMarks,
      })
      .from(answers)
      .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
      .where(
        and(
          eq(practiceSessions.institutionId, scope.institutionId),
          eq(answers.questionId, questionId),
          isNull(answers.releasedAt),
          isNull(answers.overriddenAt),
          isNotNull(answers.evaluatorMarksAwarded),
          // Unanswered questions are confidently 0; nothing to re-calibrate.
          ne(answers.evaluator, 'none'),
        ),
      );
  }

  /** An unreleased, undecided answer's suggestion, which is also its mark until a teacher's. */
  async setSuggestion(answerId: string, marks: number, tx: Executor) {
    await tx
      .update(answers)
      .set({ suggestedMarks: marks, marksAwarded: marks })
      .where(
        and(eq(answers.id, answerId), isNull(answers.releasedAt), isNull(answers.overriddenAt)),
      );
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
