import { Injectable } from '@nestjs/common';
import {
  DashboardStatsResponse,
  PERFORMANCE_RANGES,
  PERFORMANCE_WEEKS,
  PerformanceResponse,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { tenantOf } from '../../data/scope.js';
import { SessionStatisticsRepository } from '../../data/sessions/session-statistics.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class DashboardService {
  constructor(private readonly statistics: SessionStatisticsRepository) {}

  async stats(caller: AuthUser): Promise<DashboardStatsResponse> {
    const row = await this.statistics.stats(tenantOf(caller));
    return DashboardStatsResponse.parse({
      data: {
        totalStudents: row.totalStudents,
        pendingEvaluations: row.pendingEvaluations,
        completedExams: row.completedExams,
        averagePerformance: oneDecimal(row.averagePercentage) ?? 0,
      },
    });
  }

  async performance(caller: AuthUser, now = new Date()): Promise<PerformanceResponse> {
    const weeks = lastWeeks(now, PERFORMANCE_WEEKS);
    const scope = tenantOf(caller);
    const [weekly, byCourse, bands] = await Promise.all([
      this.statistics.weekly(scope, new Date(`${weeks[0]}T00:00:00.000Z`)),
      this.statistics.byCourse(scope),
      this.statistics.distribution(scope),
    ]);
    // The queries return only weeks and bands that have attempts; the chart wants every one.
    const byWeek = new Map(weekly.map((row) => [row.weekStart, row]));
    const byBand = new Map(bands.map((row) => [row.band, row.count]));
    return PerformanceResponse.parse({
      data: {
        weekly: weeks.map((weekStart) => ({
          weekStart,
          averagePercentage: oneDecimal(byWeek.get(weekStart)?.averagePercentage ?? null),
          sessions: byWeek.get(weekStart)?.sessions ?? 0,
        })),
        byCourse: byCourse.map((row) => ({
          courseId: row.courseId,
          title: row.title,
          averagePercentage: oneDecimal(row.averagePercentage),
          sessions: row.sessions,
        })),
        distribution: PERFORMANCE_RANGES.map((range, band) => ({
          range,
          count: byBand.get(band) ?? 0,
        })),
      },
    });
  }
}

/** The Mondays (UTC, yyyy-MM-dd) of the last `count` weeks, oldest first, this week last. */
export function lastWeeks(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: count }, (_, index) =>
    new Date(monday - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

function oneDecimal(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10;
}
