import type { PerformanceData } from '@markwise/contract';
import { formatMonthDay, formatNumber, formatPercent } from '@/lib/format';

/** Average Performance is shown with a % sign: 59.3 → '59.3%', 60 → '60%'; 0% before any. */
export const formatPercentage = (value: number) =>
  formatPercent(Number.isFinite(value) ? value : 0);

export function formatCount(value: number): string {
  return formatNumber(value, 0);
}

/**
 * '2026-11-16' → 'Nov 16' in English. weekStart is a calendar day (the week's Monday, UTC): read
 * and shown in UTC so no zone shifts it.
 */
export function formatWeek(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? weekStart : formatMonthDay(date, 'UTC');
}

export type WeeklyPoint = { week: string; average: number | null; sessions: number };
export type CoursePoint = { course: string; average: number; sessions: number };
export type DistributionPoint = { range: string; attempts: number };

/** Every week stays on the axis; a week without evaluations is null, drawn as a gap. */
export function toWeeklyPoints(weekly: PerformanceData['weekly']): WeeklyPoint[] {
  return weekly.map((week) => ({
    week: formatWeek(week.weekStart),
    average: week.averagePercentage,
    sessions: week.sessions,
  }));
}

/** Courses with no evaluated attempt have no average to draw and are left out. */
export function toCoursePoints(byCourse: PerformanceData['byCourse']): CoursePoint[] {
  return byCourse.flatMap((course) =>
    course.averagePercentage === null
      ? []
      : [{ course: course.title, average: course.averagePercentage, sessions: course.sessions }],
  );
}

export function toDistributionPoints(
  distribution: PerformanceData['distribution'],
): DistributionPoint[] {
  return distribution.map((band) => ({ range: `${band.range}%`, attempts: band.count }));
}

export const hasWeeklyData = (points: WeeklyPoint[]) =>
  points.some((point) => point.average !== null);
export const hasDistributionData = (points: DistributionPoint[]) =>
  points.some((point) => point.attempts > 0);

/** Long course titles are cut on the axis (the tooltip shows them whole). */
export function truncateLabel(label: string, max = 22): string {
  return label.length > max ? `${label.slice(0, max - 1).trimEnd()}…` : label;
}
