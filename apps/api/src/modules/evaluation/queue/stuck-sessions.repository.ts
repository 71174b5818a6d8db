import { Inject, Injectable } from '@nestjs/common';
import { practiceSessions, type Database } from '@markwise/db';
import { and, eq, sql } from 'drizzle-orm';
import { DATABASE } from '../../../database/database.module.js';
import { EVALUATION_JOB } from './queue-options.js';

/** A live pg-boss job (waiting, retrying or running) for the session's current or next run. */
const liveJob = sql`exists (
  select 1 from pgboss.job j
  where j.name = ${EVALUATION_JOB}
    and j.state < 'completed'
    and j.singleton_key in (
      ${practiceSessions.id}::text || ':' || ${practiceSessions.evaluationRuns},
      ${practiceSessions.id}::text || ':' || (${practiceSessions.evaluationRuns} + 1)))`;

/**
 * Sessions the queue has lost track of: 'submitted' without a job (the submit committed but the
 * enqueue did not), or 'evaluating' after the job's last attempt expired (the worker died on it).
 * Reads pg-boss's own table, which lives in the same database.
 */
@Injectable()
export class StuckSessionsRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async submittedWithoutJob(graceSeconds: number, limit: number) {
    const rows = await this.database.db
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.status, 'submitted'),
          sql`coalesce(${practiceSessions.submittedAt}, ${practiceSessions.startTime}) < now() - make_interval(secs => ${graceSeconds})`,
          sql`not ${liveJob}`,
        ),
      )
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Marks abandoned 'evaluating' sessions failed, with a reason; returns their ids. */
  async failAbandoned(reason: string) {
    const rows = await this.database.db
      .update(practiceSessions)
      .set({ status: 'failed', failureReason: reason })
      .where(and(eq(practiceSessions.status, 'evaluating'), sql`not ${liveJob}`))
      .returning({ id: practiceSessions.id });
    return rows.map((row) => row.id);
  }
}
