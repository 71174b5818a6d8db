import { Injectable } from '@nestjs/common';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { UsersRepository } from '../../data/people/users.repository.js';
import { studentIn, type TenantScope } from '../../data/scope.js';
import { EvaluationRunsRepository } from '../../data/sessions/evaluation-runs.repository.js';
import { LevelProgressRepository } from '../../data/sessions/level-progress.repository.js';
import { MarksRepository, type SessionResultRow } from '../../data/sessions/marks.repository.js';
import type { Tx } from '../../data/transactions.js';
import { studentLanguage } from './student-language.js';
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
 * released it is `evaluated` with totals, pass/fail, the overall report, level progress and XP,
 * and its results count as new to the student until they open them.
 * The caller holds the session's lock (or the run's hold) in `tx`.
 */
@Injectable()
export class SessionSettlement {
  constructor(
    private readonly marks: MarksRepository,
    private readonly runs: EvaluationRunsRepository,
    private readonly progress: LevelProgressRepository,
    private readonly levels: LevelsRepository,
    private readonly users: UsersRepository,
  ) {}

  async settle(scope: TenantScope, session: SettledSession, tx: Tx): Promise<Settlement> {
    const student = studentIn(scope, session.userId);
    const rows = await this.marks.results(scope, session.id, tx);
    const allocated = rows.reduce((sum, row) => sum + row.marks, 0);
    if (!rows.every(isReleased)) {
      await this.runs.setOutcome(
        scope,
        session.id,
        { status: 'in_review', marksAwarded: null, isPass: null, overallReport: null },
        tx,
      );
      await this.progress.recompute(student, session.levelId, tx);
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
    await this.runs.setOutcome(
      scope,
      session.id,
      {
        status: 'evaluated',
        marksAwarded: totals.marksAwarded,
        isPass: totals.isPass,
        overallReport: overallReport(
          results,
          totals,
          await studentLanguage(this.users, scope, session.userId, tx),
        ),
        ...(session.status === 'evaluated' ? {} : { evaluatedAt: new Date() }),
        // Released results or a changed mark: the student's portal tells them of it.
        resultsSeenAt: null,
      },
      tx,
    );
    await this.progress.recompute(student, session.levelId, tx);
    if (totals.isPass) await this.awardXpOnce(scope, session, tx);
    return { status: 'evaluated', totals, allocated };
  }

  /**
   * The level's XP reward goes to the student the first time they pass it (the progress row's
   * guard makes concurrent or repeated evaluations award it once). XP once earned is kept, even if
   * a teacher later lowers the mark.
   */
  private async awardXpOnce(scope: TenantScope, session: SettledSession, tx: Tx) {
    const student = studentIn(scope, session.userId);
    const level = await this.levels.findById(scope, session.levelId, tx);
    const reward = level?.xpReward ?? 0;
    if (await this.progress.markXpAwarded(student, session.levelId, reward, tx)) {
      await this.users.addXp(student, reward, tx);
    }
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
