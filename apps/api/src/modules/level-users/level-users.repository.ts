import { Inject, Injectable } from '@nestjs/common';
import { journeys, levels, subjects, type Database, type SessionStatus } from '@markwise/db';
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
  LevelUserRow | { [K in keyof LevelUserRow]: null }
);

@Injectable()
export class LevelUsersRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** True when the level's journey belongs to a subject of the institution (prepared once). */
  async levelExists(levelId: string, institutionId: string): Promise<boolean> {
    this.levelQuery ??= this.database.db
      .select({ id: levels.id })
      .from(levels)
      .innerJoin(journeys, eq(journeys.id, levels.journeyId))
      .innerJoin(subjects, eq(subjects.id, journeys.subjectId))
      .where(
        and(
          eq(levels.id, sql.placeholder('levelId')),
          eq(subjects.institutionId, sql.placeholder('institutionId')),
        ),
      )
      .limit(1)
      .prepare('level_of_institution');
    const rows = await this.levelQuery.execute({ levelId, institutionId });
    return rows.length > 0;
  }

  private levelQuery: { execute(values: Record<string, string>): Promise<unknown[]> } | undefined;

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
    const { levelId, institutionId, limit, offset } = options;
    const from = options.from.toISOString();
    const to = options.to.toISOString();
    const latestOfTheDay = sql`
      level_id = ${levelId}
      and start_time >= ${from}::timestamptz
      and start_time < ${to}::timestamptz
      and institution_id = ${institutionId}
      and latest_of_day`;
    const result = await tx.execute<PageRow>(sql`
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
