import { Injectable } from '@nestjs/common';
import {
  EvaluationQueueResponse,
  OverrideMarkResponse,
  paginationOf,
  ReEvaluateResponse,
  type EvaluationQueueQuery,
  type OverrideMarkRequest,
  type ReEvaluateRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, notFound } from '../../common/errors/domain-errors.js';
import { AuditLogRepository } from '../../data/audit/audit-log.repository.js';
import { tenantOf } from '../../data/scope.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { EvaluationRunsRepository } from '../../data/sessions/evaluation-runs.repository.js';
import { SessionReportsRepository } from '../../data/sessions/session-reports.repository.js';
import { Transactions } from '../../data/transactions.js';
import { EvaluationQueue } from './evaluation-queue.js';
import { failureSummary } from './failure-summary.js';
import { queuedStudent } from './queued-student.js';
import { ReviewService } from './review.service.js';

/** Statuses a new run may start from: marked (fully or waiting for review) or failed. */
const RE_EVALUABLE = new Set(['evaluated', 'in_review', 'failed']);

/** An admin's control over evaluation: override a mark, re-run a session, see what failed. */
@Injectable()
export class TeacherControlService {
  constructor(
    private readonly transactions: Transactions,
    private readonly attempts: AttemptsRepository,
    private readonly runs: EvaluationRunsRepository,
    private readonly reports: SessionReportsRepository,
    private readonly audit: AuditLogRepository,
    private readonly review: ReviewService,
    private readonly queue: EvaluationQueue,
  ) {}

  /**
   * A teacher's mark on an answer of an evaluated attempt, or of one in review (where it is the
   * same as a review decision to change the mark): one rule for both, in ReviewService.
   */
  async overrideMark(
    caller: AuthUser,
    ids: { sessionId: string; questionId: string },
    body: OverrideMarkRequest,
  ): Promise<OverrideMarkResponse> {
    const marked = await this.review.mark(
      caller,
      ids,
      { decision: 'change', marks: body.marks, reason: body.reason },
      'override',
    );
    return OverrideMarkResponse.parse({ data: marked });
  }

  /**
   * Queues a new run of an evaluated, in-review or failed session. Teachers' marks stand unless
   * `discardOverrides`; answers already released keep their marks either way, the run proposing
   * its result beside them (applied only on a teacher's request). The run gets its own job key
   * (`<session>:<run>`), so it is queued even though earlier runs' jobs exist, and the claim
   * still lets it run once.
   */
  async reEvaluate(
    caller: AuthUser,
    sessionId: string,
    body: ReEvaluateRequest,
  ): Promise<ReEvaluateResponse> {
    const discard = body.discardOverrides ?? false;
    const scope = tenantOf(caller);
    const session = await this.transactions.run(async (tx) => {
      const found = await this.attempts.findSession(scope, sessionId, { lock: true, tx });
      if (!found) throw notFound('Session not found');
      if (!RE_EVALUABLE.has(found.status)) {
        throw conflict(
          found.status === 'in_progress'
            ? 'The session has not been submitted yet'
            : `The session is already queued for evaluation (${found.status})`,
        );
      }
      await this.runs.resetForRun(scope, found.id, discard, tx);
      await this.audit.record(
        scope,
        {
          actorUserId: caller.id,
          action: 'session.re_evaluate',
          entityType: 'practice_session',
          entityId: found.id,
          before: { status: found.status, evaluationRuns: found.evaluationRuns },
          after: { status: 'submitted', discardOverrides: discard },
          reason: null,
        },
        tx,
      );
      return found;
    });
    await this.queue.enqueue(session.id);
    return ReEvaluateResponse.parse({
      data: {
        sessionId: session.id,
        status: 'submitted',
        run: session.evaluationRuns + 1,
        overridesKept: !discard,
      },
    });
  }

  async queuePage(caller: AuthUser, query: EvaluationQueueQuery): Promise<EvaluationQueueResponse> {
    const scope = tenantOf(caller);
    const [{ rows, total }, counts] = await Promise.all([
      this.reports.queuePage(scope, query),
      this.reports.queueCounts(scope),
    ]);
    return EvaluationQueueResponse.parse({
      data: rows.map((row) => ({
        sessionId: row.sessionId,
        status: row.status,
        failureReason: row.failureReason,
        failureSummary: failureSummary(row.failureReason),
        evaluationRuns: row.evaluationRuns,
        submittedAt: row.submittedAt?.toISOString() ?? null,
        deadlineAt: row.deadlineAt?.toISOString() ?? null,
        student: queuedStudent(row),
        paper: { id: row.paperId, title: row.paperTitle, qpCode: row.qpCode },
      })),
      pagination: paginationOf(query, total),
      counts,
    });
  }
}
