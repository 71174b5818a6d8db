import { Injectable } from '@nestjs/common';
import type { Executor } from '../../database/database.module.js';
import { LevelProgressRepository } from './level-progress.repository.js';
import { ReviewRepository, type SessionResultRow } from './review.repository.js';
import { overallReport, passMarkOf, totalsOf, type SessionTotals } from './session-results.js';

export type SettledSession = {
  id: string;
  /** The status before settling: a session that becomes evaluated now gets its evaluated_at. */
  status: string;
  paperId: string;
  userId: string;
  levelId: string;
  levelPassPercentage: number | null;
  paperPassPercentage: number | null;
};

export type Settlement =
  | { status: 'in_review'; totals: null; allocated: number }
  | { status: 'evaluated'; totals: SessionTotals; allocated: number };

/** A question's row counts as released once its answer is (no row: nothing to withhold). */
export const isReleased = (row: Pick<SessionResultRow, 'answerId' | 'releasedAt'>) =>
  row.answerId === null || row.releasedAt !== null;

/**
 * The one place that decides where a marked session stands. While any answer is unreleased it is
 * `in_review` with no total, pass or report: an answer in review counts for nothing. Once all are
 * released it is `evaluated` with totals, pass/fail, the overall report, level progress and XP.
 * The caller holds the session's lock (or the run's hold) in `tx`.
 */
@Injectable()
export class SessionSettlement {
  constructor(
    private readonly review: ReviewRepository,
    private readonly progress: LevelProgressRepository,
  ) {}

  async settle(session: SettledSession, tx: Executor): Promise<Settlement> {
    const rows = await this.review.results(session.id, session.paperId, tx);
    const allocated = rows.reduce((sum, row) => sum + row.marks, 0);
    if (!rows.every(isReleased)) {
      await this.review.setOutcome(
        session.id,
        { status: 'in_review', marksAwarded: null, isPass: null, overallReport: null },
        tx,
      );
      await this.progress.recompute(session.userId, session.levelId, tx);
      return { status: 'in_review', totals: null, allocated };
    }
    const results = rows.map((row) => ({
      number: row.number,
      marksAwarded: row.marksAwarded ?? 0,
      marksAllocated: row.marks,
      answered: row.answerId !== null && row.evaluator !== 'none',
      feedback: row.feedback ?? null,
    }));
    const totals = totalsOf(results, passMarkOf(session));
    await this.review.setOutcome(
      session.id,
      {
        status: 'evaluated',
        marksAwarded: totals.marksAwarded,
        isPass: totals.isPass,
        overallReport: overallReport(results, totals),
        ...(session.status === 'evaluated' ? {} : { evaluatedAt: new Date() }),
      },
      tx,
    );
    await this.progress.recompute(session.userId, session.levelId, tx);
    if (totals.isPass) await this.progress.awardXpOnce(session.userId, session.levelId, tx);
    return { status: 'evaluated', totals, allocated };
  }
}

/** The response's view of a settlement: nulls while in review. */
export function scoreOf(settlement: Settlement) {
  if (settlement.status === 'in_review') {
    return { awarded: null, allocated: settlement.allocated, percentage: null, isPass: null };
  }
  const { totals } = settlement;
  return {
    awarded: totals.marksAwarded,
    allocated: totals.marksAllocated,
    percentage: totals.percentage,
    isPass: totals.isPass,
  };
}
