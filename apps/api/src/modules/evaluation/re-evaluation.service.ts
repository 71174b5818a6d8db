import { Injectable } from '@nestjs/common';
import {
  ApplyReEvaluationResponse,
  ReEvaluationResponse,
  type ApplyReEvaluationRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, notFound } from '../../common/errors/domain-errors.js';
import { AuditLogRepository } from '../../data/audit/audit-log.repository.js';
import { tenantOf } from '../../data/scope.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { MarksRepository } from '../../data/sessions/marks.repository.js';
import { Transactions } from '../../data/transactions.js';
import { scoreOf, SessionSettlement } from './session-settlement.js';

/**
 * A re-evaluation never changes a mark its student already sees: the run leaves its result beside
 * the released one as a proposal. A teacher reads the proposals here and applies those they want.
 */
@Injectable()
export class ReEvaluationService {
  constructor(
    private readonly transactions: Transactions,
    private readonly attempts: AttemptsRepository,
    private readonly marks: MarksRepository,
    private readonly audit: AuditLogRepository,
    private readonly settlement: SessionSettlement,
  ) {}

  /** Per question: the released mark and the latest run's proposal for it, if any. */
  async proposals(caller: AuthUser, sessionId: string): Promise<ReEvaluationResponse> {
    const scope = tenantOf(caller);
    const session = await this.attempts.findSession(scope, sessionId);
    if (!session) throw notFound('Session not found');
    const rows = await this.marks.results(scope, session.id);
    return ReEvaluationResponse.parse({
      data: {
        sessionId: session.id,
        status: session.status,
        evaluationRuns: session.evaluationRuns,
        questions: rows.map((row) => {
          const released = row.answerId !== null && row.releasedAt !== null;
          const pending = released ? row.pending : null;
          return {
            questionId: row.questionId,
            number: row.number,
            marksAllocated: row.marks,
            releasedMarks: released ? (row.marksAwarded ?? 0) : null,
            releasedFeedback: released ? (row.feedback ?? null) : null,
            proposal: pending && {
              marks: pending.marks,
              evaluatorMarks: pending.evaluatorMarks,
              feedback: pending.feedback,
              evaluator: pending.evaluator,
              model: pending.model,
              confidence: pending.confidence,
              reasons: pending.reasons,
              marksChanged: pending.marks !== (row.marksAwarded ?? 0),
              at: pending.at,
            },
          };
        }),
      },
    });
  }

  /**
   * Makes the proposals of the given questions (all when none are named) the released results: a
   * teacher's action, audited per answer; the attempt's totals are recomputed.
   */
  async apply(
    caller: AuthUser,
    sessionId: string,
    body: ApplyReEvaluationRequest,
  ): Promise<ApplyReEvaluationResponse> {
    const scope = tenantOf(caller);
    const at = new Date();
    const data = await this.transactions.run(async (tx) => {
      const session = await this.attempts.findSession(scope, sessionId, { lock: true, tx });
      if (!session) throw notFound('Session not found');
      if (session.status !== 'evaluated' && session.status !== 'in_review') {
        throw conflict(
          `Proposals can be applied once the re-evaluation has finished (this session is ${session.status})`,
        );
      }
      const wanted = body.questionIds ? [...new Set(body.questionIds)] : undefined;
      const pending = await this.marks.pendingOf(scope, session.id, wanted, tx);
      const missing = (wanted ?? []).filter((id) => !pending.some((row) => row.questionId === id));
      if (missing.length > 0) {
        throw conflict(`No re-evaluation proposal to apply for questionIds ${missing.join(', ')}`);
      }
      if (pending.length === 0) {
        throw conflict('This session has no re-evaluation proposals to apply');
      }
      const applied: string[] = [];
      for (const row of pending) {
        if (
          !row.pending ||
          !(await this.marks.applyPending(scope, row.answerId, row.pending, at, tx))
        ) {
          continue;
        }
        applied.push(row.questionId);
        await this.audit.record(
          scope,
          {
            actorUserId: caller.id,
            action: 'answer.re_evaluation_apply',
            entityType: 'answer',
            entityId: row.answerId,
            before: {
              marksAwarded: row.marksAwarded,
              evaluatorMarksAwarded: row.evaluatorMarksAwarded,
            },
            after: {
              marksAwarded: row.pending.marks,
              evaluatorMarksAwarded: row.pending.evaluatorMarks,
              evaluator: row.pending.evaluator,
            },
            reason: null,
          },
          tx,
        );
      }
      const settled = await this.settlement.settle(scope, session, tx);
      return {
        sessionId: session.id,
        applied,
        sessionStatus: settled.status,
        overallScore: scoreOf(settled),
      };
    });
    return ApplyReEvaluationResponse.parse({ data });
  }
}
