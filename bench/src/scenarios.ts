import type { CapturedQuery } from './app-process.js';
import type { HttpRun } from './http-load.js';
import type { SeedResult } from './seed.js';
import type { SqlRun } from './sql-load.js';

export type ScenarioId =
  | 'health'
  | 'levelUsersPage1'
  | 'levelUsersPage1000'
  | 'detailedReport'
  | 'dashboardStats'
  | 'coursesList';

export type Scenario = {
  id: ScenarioId;
  name: string;
  path: string;
  /** Whether to replay its SQL directly; false for the no-database baseline. */
  replaySql: boolean;
  /** What is wrong with a first response's body, if anything (the seed makes these exact). */
  check(body: unknown): string | undefined;
};

export type ScenarioResult = Scenario & {
  http: HttpRun;
  sql?: SqlRun;
  statements: CapturedQuery[];
  /** The plan of the statement with the highest median, when SQL was replayed. */
  slowestPlan?: { index: number; plan: string };
};

type LevelUsersBody = { data?: { users?: unknown[]; totalAttempted?: number } };
type ReportBody = { data?: { questions?: unknown[] } };
type StatsBody = { data?: { totalStudents?: number } };
type CoursesBody = { data?: unknown[] };

/** A check that the body holds `expected` of `what`, as `countOf` reads them. */
const expectCount =
  (what: string, expected: number, countOf: (body: unknown) => number | undefined) =>
  (body: unknown) => {
    const count = countOf(body);
    return count === expected ? undefined : `expected ${expected} ${what}, got ${count}`;
  };

export const LEVEL_PAGE_LIMIT = 10;
export const FAR_PAGE = 1000;

/** The read endpoints measured, on the data `seeded` describes (PostgreSQL or PGlite alike). */
export function scenarios(seeded: SeedResult): Scenario[] {
  const levelUsers = (page: number) =>
    `/api/user-journeys/level/${seeded.hotLevelId}/users?page=${page}&limit=${LEVEL_PAGE_LIMIT}&exam_date=${seeded.hotDay}`;
  const checkLevelPage = (body: unknown) => {
    const data = (body as LevelUsersBody).data;
    if (data?.users?.length !== LEVEL_PAGE_LIMIT) {
      return `expected ${LEVEL_PAGE_LIMIT} users, got ${data?.users?.length}`;
    }
    if (data.totalAttempted !== seeded.hotDayStudents) {
      return `expected totalAttempted ${seeded.hotDayStudents}, got ${data.totalAttempted}`;
    }
    return undefined;
  };
  return [
    {
      id: 'health',
      name: 'baseline: GET /api/health (no token, no SQL)',
      path: '/api/health',
      replaySql: false,
      check: () => undefined,
    },
    {
      id: 'levelUsersPage1',
      name: 'level users, hot day, page 1',
      path: levelUsers(1),
      replaySql: true,
      check: checkLevelPage,
    },
    {
      id: 'levelUsersPage1000',
      name: 'level users, hot day, page 1,000',
      path: levelUsers(FAR_PAGE),
      replaySql: true,
      check: checkLevelPage,
    },
    {
      id: 'detailedReport',
      name: 'detailed report of one session',
      path: `/api/practice-sessions/session/${seeded.reportSessionId}/detailed-report`,
      replaySql: true,
      check: expectCount('questions', 5, (body) => (body as ReportBody).data?.questions?.length),
    },
    {
      id: 'dashboardStats',
      name: 'dashboard stats',
      path: '/api/dashboard/stats',
      replaySql: true,
      check: expectCount(
        'students',
        seeded.hotInstitutionStudents,
        (body) => (body as StatsBody).data?.totalStudents,
      ),
    },
    {
      id: 'coursesList',
      name: 'courses list',
      path: '/api/exams/admin-exams',
      replaySql: true,
      check: expectCount(
        'courses',
        seeded.hotInstitutionCourses,
        (body) => (body as CoursesBody).data?.length,
      ),
    },
  ];
}
