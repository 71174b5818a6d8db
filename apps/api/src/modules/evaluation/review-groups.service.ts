import { Injectable } from '@nestjs/common';
import {
  GroupDecisionResponse,
  ReviewGroupsResponse,
  type GroupDecisionRequest,
  type ReviewGroupsQuery,
} from '@markwise/contract';
import { groupAnswers } from '@markwise/evaluator';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, notFound } from '../../common/errors/domain-errors.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { tenantOf } from '../../data/scope.js';
import { ReviewQueueRepository } from '../../data/sessions/review-queue.repository.js';
import { Transactions } from '../../data/transactions.js';
import { ReviewService } from './review.service.js';

/** The most waiting answers of a question grouped at once; the rest wait for a later read. */
const GROUPED_MAX = 1000;

/**
 * The desk's groups: a question's waiting answers in groups of alike answers, and one mark for
 * the answers a teacher keeps in a group.
 */
@Injectable()
export class ReviewGroups {
  constructor(
    private readonly transactions: Transactions,
    private readonly queue: ReviewQueueRepository,
    private readonly levels: LevelsRepository,
    private readonly review: ReviewService,
  ) {}

  async groups(
    caller: AuthUser,
    levelId: string,
    { questionId }: ReviewGroupsQuery,
  ): Promise<ReviewGroupsResponse> {
    const scope = tenantOf(caller);
    if (!(await this.levels.findById(scope, levelId))) throw notFound('Level not found');
    const rows = await this.queue.waitingAnswers(scope, { levelId, questionId }, GROUPED_MAX + 1);
    const grouped = rows.slice(0, GROUPED_MAX);
    const [first] = grouped;
    const bySession = new Map(grouped.map((row) => [row.sessionId, row]));
    const groups = groupAnswers(
      first?.questionText ?? '',
      grouped.map((row) => ({ id: row.sessionId, text: row.text })),
    );
    return ReviewGroupsResponse.parse({
      data: groups.map((sessionIds) => ({
        answers: sessionIds.map((sessionId) => {
          const row = bySession.get(sessionId)!;
          return {
            sessionId,
            text: row.text,
            suggestedMarks: row.suggestedMarks,
            needsDecision: Boolean(row.needsDecision),
          };
        }),
      })),
      question: first
        ? {
            id: questionId,
            number: first.questionNumber,
            text: first.questionText,
            marks: first.questionMarks,
          }
        : null,
      complete: rows.length <= GROUPED_MAX,
    });
  }

  /**
   * One mark for the chosen answers of a group, in one transaction: every one still waiting, or
   * none is saved (another teacher may have decided some since the groups were read).
   */
  async decide(
    caller: AuthUser,
    levelId: string,
    { questionId, sessionIds, marks, reason }: GroupDecisionRequest,
  ): Promise<GroupDecisionResponse> {
    const scope = tenantOf(caller);
    if (!(await this.levels.findById(scope, levelId))) throw notFound('Level not found');
    await this.transactions.run(async (tx) => {
      const found = await this.queue.waitingAnswers(
        scope,
        { levelId, questionId, sessionIds },
        sessionIds.length,
        tx,
      );
      const gone = sessionIds.length - found.length;
      if (gone > 0) {
        throw conflict(
          `${gone} of these answers no longer wait for a decision (another teacher decided or released ${gone === 1 ? 'it' : 'them'}); read the groups again`,
        );
      }
      // In a fixed order, so two teachers marking overlapping groups cannot deadlock.
      for (const sessionId of [...sessionIds].sort()) {
        await this.review.markIn(
          caller,
          { sessionId, questionId },
          { decision: 'change', marks, reason },
          'review',
          tx,
        );
      }
    });
    await this.review.recalibrate(scope, questionId);
    return GroupDecisionResponse.parse({ data: { decided: sessionIds.length, marks } });
  }
}
