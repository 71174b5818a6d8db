import { z } from 'zod';
import { component, dataEnvelope, IsoDate } from './common.js';

/** GET /dashboard/stats: the admin dashboard's four cards, for the caller's institution. */
export const DashboardStats = component('DashboardStats', {
  /** Student accounts of the institution, active or not. */
  totalStudents: z.number().int(),
  /** Attempts submitted and waiting for, or being given, an evaluation. */
  pendingEvaluations: z.number().int(),
  /** Evaluated attempts. */
  completedExams: z.number().int(),
  /** Mean percentage of the evaluated attempts, one decimal; 0 when there are none. */
  averagePerformance: z.number(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

export const DashboardStatsResponse = dataEnvelope('DashboardStatsResponse', DashboardStats, {
  totalStudents: 120,
  pendingEvaluations: 4,
  completedExams: 342,
  averagePerformance: 67.4,
});
export type DashboardStatsResponse = z.infer<typeof DashboardStatsResponse>;

/** How many weeks the weekly trend covers, the current week included. */
export const PERFORMANCE_WEEKS = 12;

/** Percentage bands of the distribution; the last one includes 100. */
export const PERFORMANCE_RANGES = [
  '0-9',
  '10-19',
  '20-29',
  '30-39',
  '40-49',
  '50-59',
  '60-69',
  '70-79',
  '80-89',
  '90-100',
] as const;

export const WeeklyPerformance = component('WeeklyPerformance', {
  /** Monday (UTC) that starts the week. */
  weekStart: IsoDate,
  /** Mean percentage (one decimal) of the evaluated attempts started that week; null when none. */
  averagePercentage: z.number().nullable(),
  /** Evaluated attempts started that week. */
  sessions: z.number().int(),
});
export type WeeklyPerformance = z.infer<typeof WeeklyPerformance>;

export const CoursePerformance = component('CoursePerformance', {
  courseId: z.string(),
  title: z.string(),
  /** Mean percentage (one decimal) of the course's evaluated attempts; null when none. */
  averagePercentage: z.number().nullable(),
  /** Evaluated attempts on the course's exam levels. */
  sessions: z.number().int(),
});
export type CoursePerformance = z.infer<typeof CoursePerformance>;

export const PerformanceBand = component('PerformanceBand', {
  range: z.enum(PERFORMANCE_RANGES),
  count: z.number().int(),
});
export type PerformanceBand = z.infer<typeof PerformanceBand>;

/**
 * GET /dashboard/performance, over the evaluated attempts of the caller's institution: a weekly trend
 * of the last PERFORMANCE_WEEKS weeks (oldest first, every week present), the mean per course (all
 * courses, by title, all time) and how the attempts' percentages spread (all time, every band present).
 */
export const PerformanceData = component('PerformanceData', {
  weekly: z.array(WeeklyPerformance),
  byCourse: z.array(CoursePerformance),
  distribution: z.array(PerformanceBand),
});
export type PerformanceData = z.infer<typeof PerformanceData>;

export const PerformanceResponse = dataEnvelope('PerformanceResponse', PerformanceData, {
  weekly: [
    { weekStart: '2025-03-03', averagePercentage: null, sessions: 0 },
    { weekStart: '2025-03-10', averagePercentage: 64.2, sessions: 18 },
  ],
  byCourse: [
    {
      courseId: '3f2b8c0e-9d7a-4b1e-8c6f-5a4d3e2b1c0a',
      title: 'Class 10 Science',
      averagePercentage: 64.2,
      sessions: 18,
    },
  ],
  distribution: PERFORMANCE_RANGES.map((range) => ({ range, count: 0 })),
});
export type PerformanceResponse = z.infer<typeof PerformanceResponse>;
