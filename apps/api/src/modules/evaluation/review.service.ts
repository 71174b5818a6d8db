import { Injectable, Logger } from '@nestjs/common';
import {
  paginationOf,
  ReleaseLevelResponse,
  ReleaseSessionResponse,
  ReviewDecisionResponse,
  ReviewListResponse,
  type DeskAgreement,
  type ReleaseLevelRequest,
  type ReviewDecisionRequest,
  type ReviewListQuery,
} from '@markwise/contract';
import { agreement } from '@markwise/evaluator';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, invalid, notFound } from '../../common/errors/domain-errors.js';
import { SingleFlight } from '../../common/single-flight.js';
import { AuditLogRepository } from '../../data/audit/audit-log.repository.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { UsersRepository } from '../../data/people/users.repository.js';
import { tenantOf, type TenantScope } from '../../data/scope.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { MarksRepository } from '../../data/sessions/marks.repository.js';
import { ReviewQueueRepository } from '../../data/sessions/review-queue.repository.js';
import { Transactions, type Tx } from '../../data/transactions.js';
import { ImageUrlSigner } from '../attempts/image-url-signer.js';
import { EvaluationQueue } from './evaluation-queue.js';
import { queuedStudent } from './queued-student.js';
import { feedbackText, withTeacherMark } from './teacher-feedback.js';
import { checkRubricMark } from './rubric-marks.js';
import { isReleased, scoreOf, SessionSettlement } from './session-settlement.js';
import type { SessionResultRow } from '../../data/sessions/marks.repository.js';

/** A teacher's mark on one answer: the machine's suggestion accepted, or another mark. */
export type TeacherMark = (
  | { decision: 'accept'; reason?: string; suggestedMarks?: number }
  | { decision: 'change'; marks: number; reason: string; rubricPointIds?: string[] }
) & {
  /** The feedback the student reads, as the teacher wrote it; the machine's stays when absent. */
  feedback?: string;
};

/**
 * `review`: a decision on an answer waiting for one (409 if decided or released already).
 * `override`: a teacher's mark on any answer of an evaluated or in-review attempt.
 */
export type MarkMode = 'review' | 'override';

const ACCEPTED = 'Accepted the suggested mark.';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Teachers' review of machine marks: the answers waiting, a decision on one (which also queues the
 * re-calibration of the question's other waiting answers), and the release of an attempt.
 */
@Injectable()
export class ReviewService {
  private readonly logger = new Logger('ReviewService');
  private readonly levelProgress = new SingleFlight<{
    progress: Awaited<ReturnType<ReviewQueueRepository['progressPerQuestion']>>;
    pairs: Awaited<ReturnType<ReviewQueueRepository['teacherAndMachine']>>;
  }>();

  constructor(
    private readonly transactions: Transactions,
    private readonly attempts: AttemptsRepository,
    private readonly marksData: MarksRepository,
    private readonly queue: ReviewQueueRepository,
    private readonly levels: LevelsRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditLogRepository,
    private readonly evaluationQueue: EvaluationQueue,
    private readonly settlement: SessionSettlement,
    private readonly signer: ImageUrlSigner,
  ) {}

  async list(
    caller: AuthUser,
    levelId: string,
    query: ReviewListQuery,
  ): Promise<ReviewListResponse> {
    const scope = tenantOf(caller);
    if (!(await this.levels.findById(scope, levelId))) throw notFound('Level not found');
    // A script or a range is counted on its own; a question's count is in the progress.
    const narrowed = Boolean(query.sessionId || query.from || query.to);
    const [rows, { progress, pairs }, narrowedTotal] = await Promise.all([
      this.queue.page(scope, levelId, query),
      // Every desk open on the level reads these after its teacher's decisions: the reads that
      // arrive together share one (the page itself is always read afresh).
      this.levelProgress.run(`${scope.institutionId}:${levelId}`, async () => {
        const progress = await this.queue.progressPerQuestion(scope, levelId);
        const questionIds = progress.map((question) => question.questionId);
        return { progress, pairs: await this.queue.teacherAndMachine(scope, levelId, questionIds) };
      }),
      narrowed ? this.queue.countWaiting(scope, levelId, query) : undefined,
    ]);
    const total =
      narrowedTotal ??
      progress
        .filter((question) => !query.questionId || question.questionId === query.questionId)
        .reduce((sum, question) => sum + question.waiting, 0);
    return ReviewListResponse.parse({
      data: rows.map((row) => ({
        sessionId: row.sessionId,
        sessionStatus: row.sessionStatus,
        submittedAt: row.submittedAt?.toISOString() ?? null,
        student: queuedStudent(row),
        question: {
          id: row.questionId,
          number: row.number,
          text: row.questionText,
          marks: row.marks,
          rubric: row.rubric ?? [],
        },
        answerText: row.answerText,
        transcription: row.transcription,
        imageCount: row.imagePaths.length,
        images: this.signer.urlsOf(
          { sessionId: row.sessionId, questionId: row.questionId },
          row.imagePaths,
        ),
        feedback: row.feedback,
        suggestedMarks: row.suggestedMarks,
        machineMarks: row.machineMarks,
        confidence: row.confidence,
        reasons: row.reasons,
        secondOpinion: row.secondOpinion,
        needsDecision: Boolean(row.needsDecision),
      })),
      questions: progress.map((question) => ({
        ...question,
        agreement: agreementOf(pairs.filter((pair) => pair.questionId === question.questionId)),
      })),
      pagination: paginationOf(query, total),
    });
  }

  /** A review decision on an answer waiting for one. */
  async decide(
    caller: AuthUser,
    ids: { sessionId: string; questionId: string },
    body: ReviewDecisionRequest,
  ): Promise<ReviewDecisionResponse> {
    return ReviewDecisionResponse.parse({ data: await this.mark(caller, ids, body, 'review') });
  }

  /**
   * Records a teacher's mark on one answer in one transaction (see `markIn`), then queues the
   * re-calibration of the question's other undecided answers with it.
   */
  async mark(
    caller: AuthUser,
    ids: { sessionId: string; questionId: string },
    mark: TeacherMark,
    mode: MarkMode,
  ) {
    const recorded = await this.transactions.run((tx) => this.markIn(caller, ids, mark, mode, tx));
    await this.recalibrate(tenantOf(caller), ids.questionId);
    return recorded;
  }

  /**
   * A teacher's mark on one answer inside the caller's transaction: the answer (released at once
   * under `confident_at_once`, or when it already was), the audit log, and the attempt settled
   * (evaluated with totals once nothing is left unreleased). The caller calls `recalibrate` once
   * the transaction has committed.
   */
  async markIn(
    caller: AuthUser,
    ids: { sessionId: string; questionId: string },
    mark: TeacherMark,
    mode: MarkMode,
    tx: Tx,
  ) {
    const scope = tenantOf(caller);
    const at = new Date();
    const session = await this.attempts.findSession(scope, ids.sessionId, { lock: true, tx });
    if (!session) throw notFound('Session not found');
    if (mode === 'review' && session.status !== 'in_review') {
      throw conflict(
        `Only an attempt in review takes review decisions (this one is ${session.status})`,
      );
    }
    if (session.status !== 'in_review' && session.status !== 'evaluated') {
      throw conflict(
        `Only an evaluated or in-review session can be re-marked (this one is ${session.status})`,
      );
    }
    const current = await this.marksData.findAnswer(
      scope,
      { sessionId: session.id, questionId: ids.questionId },
      tx,
    );
    if (!current) throw notFound('Question not found in this session');
    if (mode === 'review') {
      if (current.releasedAt !== null) {
        throw conflict('This answer is already released; change its mark with an override');
      }
      if (current.overriddenAt !== null) {
        throw conflict('A teacher has already decided this answer');
      }
    }
    const suggested = current.suggestedMarks ?? current.marksAwarded ?? 0;
    if (
      mark.decision === 'accept' &&
      mark.suggestedMarks !== undefined &&
      mark.suggestedMarks !== suggested
    ) {
      throw conflict(
        `The suggestion moved from ${mark.suggestedMarks} to ${suggested} since it was shown (teachers' marks on this question re-calibrated it); accept it again or give a mark`,
      );
    }
    const marks = mark.decision === 'accept' ? suggested : mark.marks;
    if (marks > current.marks) throw invalid(`marks must be between 0 and ${current.marks}`);
    const rubricPointIds = mark.decision === 'change' ? (mark.rubricPointIds ?? null) : null;
    if (rubricPointIds) checkRubricMark(current, rubricPointIds, marks);
    const reason = mark.reason ?? ACCEPTED;
    // An evaluated attempt's answers are all released; a changed mark stays so.
    const release =
      session.releasePolicy === 'confident_at_once' ||
      session.status === 'evaluated' ||
      current.releasedAt !== null;
    const saved = await this.marksData.saveTeacherMark(
      scope,
      {
        sessionId: session.id,
        questionId: current.questionId,
        marksAllocated: current.marks,
        marks,
        reason,
        by: caller.id,
        at,
        release,
        onlyUndecided: mode === 'review',
        rubricPointIds,
        feedback: withTeacherMark(current.feedback, {
          questionNumber: current.questionNumber,
          marks,
          allocated: current.marks,
          text: mark.feedback,
        }),
      },
      tx,
    );
    if (!saved) throw conflict('A teacher has already decided this answer');
    await this.audit.record(
      scope,
      {
        actorUserId: caller.id,
        action: mode === 'review' ? 'answer.review_decision' : 'answer.mark_override',
        entityType: 'answer',
        entityId: saved.id,
        before: {
          marksAwarded: current.marksAwarded,
          evaluatorMarksAwarded: current.evaluatorMarksAwarded,
          suggestedMarks: current.suggestedMarks,
          confidence: current.confidence,
          released: current.releasedAt !== null,
          overriddenBy: current.overriddenBy,
          overriddenAt: current.overriddenAt?.toISOString() ?? null,
          overrideReason: current.overrideReason,
          ...(mark.feedback === undefined ? {} : { feedback: feedbackText(current.feedback) }),
        },
        after: {
          decision: mark.decision,
          marksAwarded: marks,
          evaluatorMarksAwarded: saved.evaluatorMarksAwarded,
          released: saved.releasedAt !== null,
          overriddenBy: caller.id,
          overriddenAt: at.toISOString(),
          overrideReason: reason,
          ...(rubricPointIds ? { rubricPointIds } : {}),
          ...(mark.feedback === undefined ? {} : { feedback: mark.feedback }),
        },
        reason,
      },
      tx,
    );
    const settled = await this.settlement.settle(scope, session, tx);
    return {
      sessionId: session.id,
      questionId: current.questionId,
      decision: mark.decision,
      marks: { awarded: marks, allocated: current.marks },
      evaluatorMarks: saved.evaluatorMarksAwarded,
      override: {
        marks,
        reason,
        by: await this.users.nameOf(scope, caller.id, tx),
        at: at.toISOString(),
      },
      released: saved.releasedAt !== null,
      sessionStatus: settled.status,
      overallScore: scoreOf(settled),
    };
  }

  /**
   * Queues the re-calibration of a question's undecided suggestions with its teachers' marks.
   * Called after the commit, so the run sees the new mark. A failed send leaves the suggestions
   * where they were until the question's next decision; the mark itself is saved.
   */
  async recalibrate(scope: TenantScope, questionId: string): Promise<void> {
    await this.evaluationQueue
      .recalibrate(scope, questionId)
      .catch((error: unknown) => this.logger.error(`Re-calibration not queued: ${String(error)}`));
  }

  /**
   * Releases every answer of an attempt in review, once no answer the machine was unsure of is
   * left undecided; the attempt is then evaluated with its totals, progress and XP.
   */
  async release(caller: AuthUser, sessionId: string): Promise<ReleaseSessionResponse> {
    const outcome = await this.releaseAttempt(caller, sessionId, 'reviewed');
    if (outcome.kind === 'missing') throw notFound('Session not found');
    if (outcome.kind === 'not_in_review') {
      throw conflict(`Only an attempt in review can be released (this one is ${outcome.status})`);
    }
    if (outcome.kind === 'held') {
      const numbers = outcome.questions;
      throw conflict(
        `${plural(numbers.length, 'answer')} still need${numbers.length === 1 ? 's' : ''} a teacher's decision before this attempt can be released (question${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')})`,
      );
    }
    return ReleaseSessionResponse.parse({ data: outcome.data });
  }

  /**
   * Releases a level's attempts in review, each in its own transaction: `reviewed` those with no
   * answer left waiting for a decision, `all` every one (the machine's suggestion stands for the
   * answers no teacher decided). An answer with no mark at all holds its attempt either way.
   */
  async releaseLevel(
    caller: AuthUser,
    levelId: string,
    { include }: ReleaseLevelRequest,
  ): Promise<ReleaseLevelResponse> {
    const scope = tenantOf(caller);
    if (!(await this.levels.findById(scope, levelId))) throw notFound('Level not found');
    const totals = { released: 0, answers: 0, held: 0 };
    for (const sessionId of await this.queue.attemptsInReview(scope, levelId)) {
      const outcome = await this.releaseAttempt(caller, sessionId, include);
      if (outcome.kind === 'held') totals.held += 1;
      if (outcome.kind === 'released') {
        totals.released += 1;
        totals.answers += outcome.data.released;
      }
    }
    await this.audit.record(scope, {
      actorUserId: caller.id,
      action: 'level.release',
      entityType: 'level',
      entityId: levelId,
      before: null,
      after: { include, ...totals },
      reason: null,
    });
    return ReleaseLevelResponse.parse({ data: totals });
  }

  /**
   * One attempt's release under its lock: released, held (by the numbers of the questions that
   * stop it), or left alone when it is gone or no longer in review (released or re-run meanwhile).
   */
  private async releaseAttempt(
    caller: AuthUser,
    sessionId: string,
    include: ReleaseLevelRequest['include'],
  ) {
    const scope = tenantOf(caller);
    return this.transactions.run(async (tx) => {
      const session = await this.attempts.findSession(scope, sessionId, { lock: true, tx });
      if (!session) return { kind: 'missing' } as const;
      if (session.status !== 'in_review') {
        return { kind: 'not_in_review', status: session.status } as const;
      }
      const rows = await this.marksData.results(scope, session.id, tx);
      const held = rows.filter((row) => holdsRelease(row, include)).map((row) => row.number);
      if (held.length > 0) return { kind: 'held', questions: held } as const;
      const released = await this.marksData.releaseAll(scope, session.id, new Date(), tx);
      await this.audit.record(
        scope,
        {
          actorUserId: caller.id,
          action: 'session.release',
          entityType: 'practice_session',
          entityId: session.id,
          before: { status: session.status },
          after: { status: 'evaluated', released },
          reason: null,
        },
        tx,
      );
      const settled = await this.settlement.settle(scope, session, tx);
      const data = {
        sessionId: session.id,
        status: settled.status,
        released,
        overallScore: scoreOf(settled),
      };
      return { kind: 'released', data } as const;
    });
  }
}

/**
 * Whether an unreleased answer keeps its attempt from a release: one no teacher decided while the
 * machine was unsure (unless the teacher lets the suggestions stand), or one with no mark at all.
 */
function holdsRelease(row: SessionResultRow, include: ReleaseLevelRequest['include']): boolean {
  if (isReleased(row) || row.overriddenAt !== null) return false;
  if (row.marksAwarded === null) return true;
  return include === 'reviewed' && row.confidence === 'needs_review';
}

/** The machine-teacher agreement figures of a question's teacher-marked answers, rounded. */
function agreementOf(
  pairs: readonly { teacher: number | null; machine: number }[],
): DeskAgreement | null {
  const figures = agreement(
    pairs.flatMap(({ teacher, machine }) =>
      teacher === null ? [] : [{ predicted: machine, actual: teacher }],
    ),
  );
  if (figures.n === 0) return null;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    n: figures.n,
    exact: round(figures.exact),
    withinOne: round(figures.withinOne),
    meanDifference: round(figures.meanDifference),
    r: figures.n >= 3 && figures.pearson !== 0 ? round(figures.pearson) : null,
  };
}
