import { Injectable } from '@nestjs/common';
import {
  courses,
  journeys,
  levels,
  practiceSessions as sessions,
  subjects,
  users,
} from '@markwise/db';
import { and, asc, count, eq, gt, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';

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

/** Figures over many attempts, each one statement: the dashboard's. */
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
        and(
          eq(sessions.institutionId, scope.institutionId),
          gte(sessions.startTime, from),
          scored(),
        ),
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
}
