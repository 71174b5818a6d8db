import type { CapturedQuery } from './app-process.js';
import type { HttpRun } from './http-load.js';
import type { SeedResult } from './seed.js';
import type { SqlRun } from './sql-load.js';

export type Scenario = {
  name: string;
  path: string;
  /** Whether to replay its SQL directly; false for the no-database baseline. */
  replaySql: boolean;
  /** What is wrong with a first response's body, if anything (the seed makes these exact). */
  check(body: unknown): string | undefined;
};

export type ScenarioResult = Scenario &
  (
    | {
        outcome: 'measured';
        http: HttpRun;
        sql?: SqlRun;
        statements: CapturedQuery[];
        /** The plan of the statement with the highest median, when SQL was replayed. */
        slowestPlan?: { index: number; plan: string };
      }
    | { outcome: 'skipped'; reason: string }
  );

type LevelUsersBody = { data?: { users?: unknown[]; totalAttempted?: number } };
type ReportBody = { data?: { questions?: unknown[] } };

export function scenarios(seeded: SeedResult): Scenario[] {
  const levelUsers = (page: number) =>
    `/api/user-journeys/level/${seeded.hotLevelId}/users?page=${page}&limit=10&exam_date=${seeded.hotDay}`;
  const checkLevelPage = (body: unknown) => {
    const data = (body as LevelUsersBody).data;
    if (data?.users?.length !== 10) return `expected 10 users, got ${data?.users?.length}`;
    if (data.totalAttempted !== seeded.hotDayStudents) {
      return `expected totalAttempted ${seeded.hotDayStudents}, got ${data.totalAttempted}`;
    }
    return undefined;
  };
  return [
    {
      name: 'baseline: GET /api/health (no token, no SQL)',
      path: '/api/health',
      replaySql: false,
      check: () => undefined,
    },
    {
      name: 'level users, hot day, page 1',
      path: levelUsers(1),
      replaySql: true,
      check: checkLevelPage,
    },
    {
      name: 'level users, hot day, page 1,000',
      path: levelUsers(1000),
      replaySql: true,
      check: checkLevelPage,
    },
    {
      name: 'detailed report of one session',
      path: `/api/practice-sessions/session/${seeded.reportSessionId}/detailed-report`,
      replaySql: true,
      check: (body) => {
        const questions = (body as ReportBody).data?.questions?.length;
        return questions === 5 ? undefined : `expected 5 questions, got ${questions}`;
      },
    },
  ];
}
