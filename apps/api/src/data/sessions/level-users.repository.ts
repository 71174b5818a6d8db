import { Injectable } from '@nestjs/common';
import type { SessionStatus } from '@markwise/db';
import { sql, type SQL } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';

/** One student's attempts in the range, with their latest evaluated result (raw driver values). */
export type LevelUserRow = {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  student_class: string | null;
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

export type LevelUsersPage = {
  totalAttempted: number;
  totalCompleted: number;
  rows: LevelUserRow[];
};

export type LevelUsersOptions = {
  levelId: string;
  /** Start of the range, inclusive. */
  from: Date;
  /** End of the range, exclusive. */
  to: Date;
  /** Whether [from, to) is one UTC day, so each student has at most one latest attempt in it. */
  oneDay: boolean;
  /** Only students whose latest attempt in the range has this status. */
  status?: SessionStatus;
  /** Only students of this class. */
  studentClass?: string;
  limit: number;
  offset: number;
};

type PageRow = { total_attempted: number; total_completed: number } & (
  LevelUserRow | { [K in keyof LevelUserRow]: null }
);

/** Who sat a level in a range of days: the level reports screen and its export. */
@Injectable()
export class LevelUsersRepository extends Repository {
  /**
   * The students who started the level in [from, to), latest attempt first, and the totals, in
   * one statement. Each student's latest attempt of each UTC day carries `latest_of_day` (kept by
   * triggers), and the partial index practice_sessions_level_day_latest_idx holds those attempts
   * in page order with every column read here. For one day without a class filter the totals
   * count index entries and the page walks them (a far page skips index entries, never table
   * rows); a longer range keeps each student's latest day (distinct on the student), and a class
   * filter reads the students' rows. Only the page's students are looked up for their attempt
   * count and latest evaluated result. The range on start_time (never a function of the column)
   * keeps other days out. The totals row is left-joined to the page so it comes back even when
   * the page is past the end.
   */
  async page(scope: TenantScope, options: LevelUsersOptions, tx?: Tx): Promise<LevelUsersPage> {
    const { levelId, limit, offset, status, studentClass } = options;
    const { institutionId } = scope;
    const from = options.from.toISOString();
    const to = options.to.toISOString();
    const latestOfEachDay = sql`
      level_id = ${levelId}
      and start_time >= ${from}::timestamptz
      and start_time < ${to}::timestamptz
      and institution_id = ${institutionId}
      and latest_of_day`;
    const latest = options.oneDay
      ? sql`select id, user_id, status, start_time from practice_sessions where ${latestOfEachDay}`
      : sql`
        select distinct on (user_id) id, user_id, status, start_time
        from practice_sessions
        where ${latestOfEachDay}
        order by user_id, start_time desc nulls last, id desc`;
    const filters: SQL[] = [];
    if (status) filters.push(sql`latest.status = ${status}`);
    if (studentClass) {
      filters.push(sql`exists (
        select 1 from users c
        where c.id = latest.user_id
          and c.institution_id = ${institutionId}
          and c.student_class = ${studentClass}
      )`);
    }
    const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
    // Written out twice rather than as one CTE, which PostgreSQL would materialise and so lose the
    // index walk of the page.
    const matching = sql`(select latest.* from (${latest}) latest ${where})`;
    // The page student's attempts on the level in the range, under a lateral subquery's alias.
    const studentsAttemptsAs = (alias: 'a' | 'e') => {
      const column = (name: string) => sql.raw(`${alias}.${name}`);
      return sql`${column('user_id')} = page.user_id
        and ${column('level_id')} = ${levelId}
        and ${column('start_time')} >= ${from}::timestamptz
        and ${column('start_time')} < ${to}::timestamptz`;
    };
    const result = await this.db(tx).execute<PageRow>(sql`
      with totals as (
        select
          count(*)::int as total_attempted,
          (count(*) filter (where status = 'evaluated'))::int as total_completed
        from ${matching} matching
      ),
      page as (
        select id, user_id, status, start_time
        from ${matching} matching
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
        u.student_class,
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
        where ${studentsAttemptsAs('a')}
      ) attempts on page.user_id is not null
      left join lateral (
        select e.marks_awarded, e.marks_allocated, e.is_pass, e.overall_report
        from practice_sessions e
        where ${studentsAttemptsAs('e')}
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
