import { Inject, Injectable } from '@nestjs/common';
import { journeys, levels, subjects, type Database } from '@markwise/db';
import { and, eq, sql } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

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
  latest_status: string;
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
  LevelUserRow | { [K in keyof LevelUserRow]: null }
);

@Injectable()
export class LevelUsersRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** True when the level's journey belongs to a subject of the institution. */
  async levelExists(
    levelId: string,
    institutionId: string,
    tx: Executor = this.database.db,
  ): Promise<boolean> {
    const rows = await tx
      .select({ id: levels.id })
      .from(levels)
      .innerJoin(journeys, eq(journeys.id, levels.journeyId))
      .innerJoin(subjects, eq(subjects.id, journeys.subjectId))
      .where(and(eq(levels.id, levelId), eq(subjects.institutionId, institutionId)))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * The students who started the level in [from, to), latest attempt first, and the day's totals, in
   * one statement. The range on start_time (never a function of the column) lets the
   * (level_id, start_time) index find the day's sessions however many other days hold; grouping
   * keeps one row per student; only the page's evaluated sessions are read for their reports.
   * The totals row is left-joined to the page so it comes back even when the page is past the end.
   */
  async dayPage(
    options: {
      levelId: string;
      institutionId: string;
      from: Date;
      to: Date;
      limit: number;
      offset: number;
    },
    tx: Executor = this.database.db,
  ): Promise<LevelDayPage> {
    const { levelId, institutionId, from, to, limit, offset } = options;
    const result = await tx.execute<PageRow>(sql`
      with per_user as (
        select
          user_id,
          count(*)::int as attempts,
          max(start_time) as latest_start,
          (array_agg(id order by start_time desc, id desc))[1] as latest_id,
          (array_agg(status order by start_time desc, id desc))[1] as latest_status,
          (array_agg(id order by start_time desc, id desc)
            filter (where status = 'evaluated'))[1] as evaluated_id
        from practice_sessions
        where level_id = ${levelId}
          and start_time >= ${from.toISOString()}::timestamptz
          and start_time < ${to.toISOString()}::timestamptz
          and institution_id = ${institutionId}
        group by user_id
      ),
      totals as (
        select
          count(*)::int as total_attempted,
          (count(*) filter (where latest_status = 'evaluated'))::int as total_completed
        from per_user
      ),
      page as (
        select * from per_user order by latest_start desc, user_id limit ${limit} offset ${offset}
      )
      select
        totals.total_attempted,
        totals.total_completed,
        page.user_id,
        u.first_name,
        u.last_name,
        u.email,
        page.attempts,
        page.latest_start,
        page.latest_id,
        page.latest_status,
        evaluated.marks_awarded as evaluated_marks_awarded,
        evaluated.marks_allocated as evaluated_marks_allocated,
        evaluated.is_pass as evaluated_is_pass,
        evaluated.overall_report as evaluated_report
      from totals
      left join page on true
      left join users u on u.id = page.user_id
      left join practice_sessions evaluated on evaluated.id = page.evaluated_id
      order by page.latest_start desc nulls last, page.user_id
    `);
    const first = result.rows[0];
    return {
      totalAttempted: first?.total_attempted ?? 0,
      totalCompleted: first?.total_completed ?? 0,
      rows: result.rows.filter((row): row is PageRow & LevelUserRow => row.user_id !== null),
    };
  }
}
