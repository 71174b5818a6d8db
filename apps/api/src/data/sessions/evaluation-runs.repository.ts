import { Injectable } from '@nestjs/common';
import { answers, practiceSessions } from '@markwise/db';
import { and, eq, sql } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { SystemScope, TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';
import { answersIn, sessionOf } from './session-scope.js';

/**
 * The claim condition of run `run`: 'submitted' with the previous run count, or already
 * 'evaluating' for this very run (a retry after a crash).
 */
const ownedByRun = (run: number) =>
  sql`((${practiceSessions.status} = 'submitted' and ${practiceSessions.evaluationRuns} = ${run - 1})
    or (${practiceSessions.status} = 'evaluating' and ${practiceSessions.evaluationRuns} = ${run}))`;

/** A live pg-boss job (waiting, retrying or running) for the attempt's current or next run. */
const liveJob = (jobName: string) => sql`exists (
  select 1 from pgboss.job j
  where j.name = ${jobName}
    and j.state < 'completed'
    and j.singleton_key in (
      ${practiceSessions.id}::text || ':' || ${practiceSessions.evaluationRuns},
      ${practiceSessions.id}::text || ':' || (${practiceSessions.evaluationRuns} + 1)))`;

/**
 * An attempt's evaluation state: the worker's claim and hold on a run, its failure, a teacher's
 * re-run, the outcome a settlement writes, and the sweep of attempts the queue lost.
 */
@Injectable()
export class EvaluationRunsRepository extends Repository {
  /**
   * The worker's claim, by session id alone (a job names no institution): the claimable attempt
   * becomes 'evaluating' with evaluation_runs = run. Anything else (an evaluated attempt, a run
   * superseded by a re-evaluation) matches no row, so the job does nothing.
   */
  async claim(_system: SystemScope, sessionId: string, run: number, tx?: Tx): Promise<boolean> {
    const rows = await this.db(tx)
      .update(practiceSessions)
      .set({ status: 'evaluating', evaluationRuns: run, failureReason: null })
      .where(and(eq(practiceSessions.id, sessionId), ownedByRun(run)))
      .returning({ id: practiceSessions.id });
    return rows.length > 0;
  }

  /**
   * Takes the run's hold on the attempt for the sealing transaction: only while it is still
   * 'evaluating' under this run number, so of two workers that both got this far (an expired job
   * retried while its first worker still ran) only the first commits; the caller rolls the whole
   * transaction back when this returns false. The row stays locked until the transaction ends.
   */
  async holdRun(scope: TenantScope, sessionId: string, run: number, tx: Tx): Promise<boolean> {
    const rows = await this.db(tx)
      .update(practiceSessions)
      .set({ failureReason: null })
      .where(
        and(
          sessionOf(scope, sessionId),
          eq(practiceSessions.status, 'evaluating'),
          eq(practiceSessions.evaluationRuns, run),
        ),
      )
      .returning({ id: practiceSessions.id });
    return rows.length > 0;
  }

  /**
   * The run's failure, readable by an admin; by session id alone, since the claim itself may be
   * what failed, and only while this run still owns the attempt.
   */
  async markFailed(
    _system: SystemScope,
    sessionId: string,
    run: number,
    reason: string,
    tx?: Tx,
  ) {
    await this.db(tx)
      .update(practiceSessions)
      .set({ status: 'failed', evaluationRuns: run, failureReason: reason.slice(0, 2000) })
      .where(and(eq(practiceSessions.id, sessionId), ownedByRun(run)));
  }

  /** Back to 'submitted' for a new run; with `discardOverrides`, teachers' marks are dropped. */
  async resetForRun(scope: TenantScope, sessionId: string, discardOverrides: boolean, tx: Tx) {
    const db = this.db(tx);
    await db
      .update(practiceSessions)
      .set({ status: 'submitted', failureReason: null })
      .where(sessionOf(scope, sessionId));
    if (!discardOverrides) return;
    await db
      .update(answers)
      .set({ overriddenBy: null, overriddenAt: null, overrideReason: null })
      .where(and(eq(answers.sessionId, sessionId), answersIn(db, scope)));
  }

  /** Status and totals, as the settlement decides them. */
  async setOutcome(
    scope: TenantScope,
    sessionId: string,
    values: {
      status: 'in_review' | 'evaluated';
      marksAwarded: number | null;
      isPass: boolean | null;
      overallReport: string | null;
      evaluatedAt?: Date;
      /** null: the student's results changed, so they are new to them again. */
      resultsSeenAt?: null;
    },
    tx: Tx,
  ) {
    await this.db(tx).update(practiceSessions).set(values).where(sessionOf(scope, sessionId));
  }

  /**
   * Attempts of every institution the queue has lost track of: 'submitted' without a job (the
   * submit committed but the enqueue did not). Reads pg-boss's own table, in the same database.
   */
  async submittedWithoutJob(
    _system: SystemScope,
    options: { jobName: string; graceSeconds: number; limit: number },
    tx?: Tx,
  ): Promise<string[]> {
    const rows = await this.db(tx)
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.status, 'submitted'),
          sql`coalesce(${practiceSessions.submittedAt}, ${practiceSessions.startTime}) < now() - make_interval(secs => ${options.graceSeconds})`,
          sql`not ${liveJob(options.jobName)}`,
        ),
      )
      .limit(options.limit);
    return rows.map((row) => row.id);
  }

  /**
   * Marks failed, with a reason, the attempts of every institution left 'evaluating' after their
   * job's last attempt expired (the worker died on it); returns their ids.
   */
  async failAbandoned(
    _system: SystemScope,
    options: { jobName: string; reason: string },
    tx?: Tx,
  ): Promise<string[]> {
    const rows = await this.db(tx)
      .update(practiceSessions)
      .set({ status: 'failed', failureReason: options.reason })
      .where(and(eq(practiceSessions.status, 'evaluating'), sql`not ${liveJob(options.jobName)}`))
      .returning({ id: practiceSessions.id });
    return rows.map((row) => row.id);
  }
}
