/** What one bench run does, from BENCH_* environment variables (all optional). */
export type BenchConfig = {
  /** A PostgreSQL server on which the bench may create and drop `databaseName`. */
  serverUrl: string;
  databaseName: string;
  /** practice_sessions rows to seed. */
  sessions: number;
  /** Concurrent HTTP connections, and concurrent SQL clients in the direct run. */
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Leave the database for inspection instead of dropping it. */
  keepDatabase: boolean;
  /** Use apps/api/dist as it is, even when its sources are newer. */
  skipBuild: boolean;
  /** The app's LOG_LEVEL: request logs cost time, so only warnings by default. */
  appLogLevel: string;
};

export const DEFAULT_SERVER_URL = 'postgres://markwise:markwise@127.0.0.1:5432/postgres';

export function readConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  return {
    serverUrl: env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL,
    databaseName: 'markwise_bench',
    sessions: whole(env, 'BENCH_SESSIONS', 1_000_000, 50_000),
    connections: whole(env, 'BENCH_CONNECTIONS', 10, 1),
    durationSeconds: whole(env, 'BENCH_DURATION_SECONDS', 10, 1),
    warmupSeconds: whole(env, 'BENCH_WARMUP_SECONDS', 3, 0),
    keepDatabase: env.BENCH_KEEP_DATABASE === '1',
    skipBuild: env.BENCH_SKIP_BUILD === '1',
    appLogLevel: env.BENCH_APP_LOG_LEVEL || 'warn',
  };
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}
