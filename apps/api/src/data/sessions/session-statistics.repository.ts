import { Injectable } from '@nestjs/common';
import {
  courses,
  journeys,
  levels,
  practiceSessions as sessions,
  subjects,
  users,
  type SessionStatus,
} from '@markwise/db';
import { and, asc, count, eq, gt, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';

/** One student's attempts of the day, with their latest evaluated result (raw driver values). */
export type LevelUserRow = {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  attempts: number;
  /** timestamptz as the driver returns it from a raw query: a string. */
  latest_start: string | Date;
  latest_id: string;
  latest_status: SessionStatus;
  evaluated_marks_awarded: number | null;
  evaluated_marks_allocated: number | null;
  evaluated_is_pass: boolean | null;
  evaluated_report: string | null;
};

export type LevelDayPage = {
  totalAttempted: number;
  totalCompleted: number;
  rows: LevelUserRow[];
};

type PageRow = { total_attempted: number; total_completed: number } & (
  | LevelUserRow
  | { [K in keyof LevelUserRow]: null }
);

/** An attempt's percentage; multiplying first keeps whole percentages exact (30, not 29.99...). */
const percentage = sql`(${sessions.marksAwarded}::float8 * 100 / ${sessions.marksAllocated})`;
/** avg() is null over no rows; pg may hand numbers back as strings. */
const numberOrNull = (value: unknown) => (value === null ? null : Number(value));
const averagePercentage = sql<number | null>`avg(${percentage})::float8`.mapWith(numberOrNull);

/** Evaluated attempts that have a score to average. */
const scored = (): SQL =>
  and(
    eq(sessions.status, 'evaluated'),
    isNotNull(sessions.marksAwarded),
    gt(sessions.marksAllocated, 0),
  ) as SQL;

/** The mean over the scored attempts, in a statement that also counts the others. */
const scoredAverage = sql<number | null>`avg(${percentage}) filter (where ${scored()})`;

/**
 * Figures over many attempts, each one statement: the dashboard's, and who sat a level on a day
 * (the level users report).
 */
@Injectable()
export class SessionStatisticsRepository extends Repository {
  async stats(scope: TenantScope, tx?: Tx) {
    const [row] = await this.db(tx)
      .select({
        totalStudents: sql<number>`(
          select count(*) from ${users}
          where ${users.institutionId} = ${scope.institutionId} and ${users.role} = 'STUDENT'
        )`.mapWith(Number),
        // Waiting for the machine, or for a teacher's review: both are marks still to come.
        pendingEvaluations: count(
          sql`case when ${sessions.status} in ('submitted', 'evaluating', 'in_review') then 1 end`,
        ),
        completedExams: count(sql`case when ${sessions.status} = 'evaluated' then 1 end`),
        averagePercentage: scoredAverage.mapWith(numberOrNull),
      })
      .from(sessions)
      .where(eq(sessions.institutionId, scope.institutionId));
    return row!;
  }

  /** Mean percentage and count of the scored attempts per UTC week (Monday) since `from`. */
  async weekly(scope: TenantScope, from: Date, tx?: Tx) {
    const weekStart = sql<string>`to_char(date_trunc('week', ${sessions.startTime} at time zone 'UTC'), 'YYYY-MM-DD')`;
    return this.db(tx)
      .select({ weekStart, averagePercentage, sessions: count() })
      .from(sessions)
      .where(
        and(eq(sessions.institutionId, scope.institutionId), gte(sessions.startTime, from), scored()),
      )
      .groupBy(weekStart);
  }

  /** Every course of the institution with the mean of the scored attempts on its exam levels. */
  async byCourse(scope: TenantScope, tx?: Tx) {
    return this.db(tx)
      .select({
        courseId: courses.id,
        title: courses.title,
        averagePercentage,
        sessions: count(sessions.id),
      })
      .from(courses)
      .leftJoin(subjects, eq(subjects.courseId, courses.id))
      .leftJoin(journeys, eq(journeys.subjectId, subjects.id))
      .leftJoin(levels, eq(levels.journeyId, journeys.id))
      .leftJoin(
        sessions,
        and(
          eq(sessions.levelId, levels.id),
          eq(sessions.institutionId, scope.institutionId),
          scored(),
        ),
      )
      .where(eq(courses.institutionId, scope.institutionId))
      .groupBy(courses.id, courses.title)
      .orderBy(asc(courses.title), asc(courses.id));
  }

  /** How many scored attempts fall in each tenth of the scale; band 9 holds 90 to 100. */
  async distribution(scope: TenantScope, tx?: Tx) {
    const band = sql<number>`least(floor(${percentage} / 10), 9)::int`.mapWith(Number);
    return this.db(tx)
      .select({ band, count: count() })
      .from(sessions)
      .where(and(eq(sessions.institutionId, scope.institutionId), scored()))
      .groupBy(band);
  }

  /**
   * The students who started the level in [from, to), latest attempt first, and the day's totals, in
   * one statement. Each student's latest attempt of the day carries `latest_of_day` (kept by
   * triggers), and the partial index practice_sessions_level_day_latest_idx holds those attempts
   * in page order with every column read here: the totals count index entries, the page walks
   * them (a far page skips index entries, never table rows), and only the page's ten students
   * are looked up for their attempt count and latest evaluated result. The range on start_time
   * (never a function of the column) keeps other days out however many there are. The totals row
   * is left-joined to the page so it comes back even when the page is past the end.
   */
  async levelDay(
    scope: TenantScope,
    options: { levelId: string; from: Date; to: Date; limit: number; offset: number },
    tx?: Tx,
  ): Promise<LevelDayPage> {
    const { levelId, limit, offset } = options;
    const { institutionId } = scope;
    const from = options.from.toISOString();
    const to = options.to.toISOString();
    const latestOfTheDay = sql`
      level_id = ${levelId}
      and start_time >= ${from}::timestamptz
      and start_time < ${to}::timestamptz
      and institution_id = ${institutionId}
      and latest_of_day`;
    const result = await this.db(tx).execute<PageRow>(sql`
      with totals as (
        select
          count(*)::int as total_attempted,
          (count(*) filter (where status = 'evaluated'))::int as total_completed
        from practice_sessions
        where ${latestOfTheDay}
      ),
      page as (
        select id, user_id, status, start_time
        from practice_sessions
        where ${latestOfTheDay}
        order by start_time desc nulls last, user_id
        limit ${limit} offset ${offset}
      )
      select
        totals.total_attempted,
        totals.total_completed,
        page.user_id,
        u.first_name,
        u.last_name,
        u.email,
        attempts.count as attempts,
        page.start_time as latest_start,
        page.id as latest_id,
        page.status as latest_status,
        evaluated.marks_awarded as evaluated_marks_awarded,
        evaluated.marks_allocated as evaluated_marks_allocated,
        evaluated.is_pass as evaluated_is_pass,
        evaluated.overall_report as evaluated_report
      from totals
      left join page on true
      left join users u on u.id = page.user_id
      left join lateral (
        select count(*)::int as count
        from practice_sessions a
        where a.user_id = page.user_id
          and a.level_id = ${levelId}
          and a.start_time >= ${from}::timestamptz
          and a.start_time < ${to}::timestamptz
      ) attempts on page.user_id is not null
      left join lateral (
        select e.marks_awarded, e.marks_allocated, e.is_pass, e.overall_report
        from practice_sessions e
        where e.user_id = page.user_id
          and e.level_id = ${levelId}
          and e.start_time >= ${from}::timestamptz
          and e.start_time < ${to}::timestamptz
          and e.status = 'evaluated'
        order by e.start_time desc, e.id desc
        limit 1
      ) evaluated on true
      order by page.start_time desc nulls last, page.user_id
    `);
    const first = result.rows[0];
    return {
      totalAttempted: first?.total_attempted ?? 0,
      totalCompleted: first?.total_completed ?? 0,
      rows: result.rows.filter((row): row is PageRow & LevelUserRow => row.user_id !== null),
    };
  }
}
