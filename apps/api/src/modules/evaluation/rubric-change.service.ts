import { Injectable } from '@nestjs/common';
import {
  RubricChangePreviewResponse,
  RubricChangeResponse,
  type RubricChangeRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { notFound } from '../../common/errors/domain-errors.js';
import { AuditLogRepository } from '../../data/audit/audit-log.repository.js';
import { PapersRepository } from '../../data/papers/papers.repository.js';
import { tenantOf, type TenantScope } from '../../data/scope.js';
import { MarksRepository } from '../../data/sessions/marks.repository.js';
import { Transactions, type Tx } from '../../data/transactions.js';
import { ReviewService } from './review.service.js';
import { revisedRubric, rubricChangeEffect, rubricRemarks } from './rubric-marks.js';

/**
 * A question's rubric edited after students answered it: every answer a teacher marked by
 * ticking its points takes the marks those points now give, as a teacher's re-mark (audited,
 * its attempt settled, a released one shown to its student as a new result).
 */
@Injectable()
export class RubricChange {
  constructor(
    private readonly transactions: Transactions,
    private readonly papers: PapersRepository,
    private readonly marks: MarksRepository,
    private readonly review: ReviewService,
    private readonly audit: AuditLogRepository,
  ) {}

  /** What the change would do, counted before the teacher saves it; nothing is written. */
  async preview(
    caller: AuthUser,
    questionId: string,
    body: RubricChangeRequest,
  ): Promise<RubricChangePreviewResponse> {
    const scope = tenantOf(caller);
    return this.transactions.run(async (tx) => {
      const { marked, remarks } = await this.plan(scope, questionId, body, tx);
      return RubricChangePreviewResponse.parse({ data: rubricChangeEffect(marked, remarks) });
    });
  }

  async change(
    caller: AuthUser,
    questionId: string,
    body: RubricChangeRequest,
  ): Promise<RubricChangeResponse> {
    const scope = tenantOf(caller);
    const data = await this.transactions.run(async (tx) => {
      const { question, rubric, marked, remarks } = await this.plan(scope, questionId, body, tx);
      const stored = await this.papers.setRubric(scope, questionId, rubric, tx);
      const effect = rubricChangeEffect(marked, remarks);
      await this.audit.record(
        scope,
        {
          actorUserId: caller.id,
          action: 'question.rubric_change',
          entityType: 'question',
          entityId: questionId,
          before: { rubric: question.rubric },
          after: { rubric: stored, ...effect },
          reason: null,
        },
        tx,
      );
      for (const remark of remarks) {
        await this.review.markIn(
          caller,
          { sessionId: remark.sessionId, questionId },
          {
            decision: 'change',
            marks: remark.marks,
            reason: `The rubric changed: the points ticked now give ${remark.marks} of ${question.marks}.`,
            rubricPointIds: remark.rubricPointIds,
          },
          'override',
          tx,
        );
      }
      return { ...effect, rubric: stored };
    });
    if (data.changing > 0) await this.review.recalibrate(scope, questionId);
    return RubricChangeResponse.parse({ data });
  }

  /** The question locked, its rubric as edited, and the answers the edit re-marks. */
  private async plan(scope: TenantScope, questionId: string, body: RubricChangeRequest, tx: Tx) {
    const question = await this.papers.lockRubric(scope, questionId, tx);
    if (!question) throw notFound('Question not found');
    const rubric = revisedRubric(question.rubric ?? [], body.rubric);
    const marked = await this.marks.markedWithRubric(scope, questionId, tx);
    return { question, rubric, marked, remarks: rubricRemarks(marked, rubric, question.marks) };
  }
}
