import pg from 'pg';
import type { CapturedQuery } from './app-process.js';
import { summarize, type LatencyStats } from './stats.js';

export type SqlRun = { request: LatencyStats; statements: LatencyStats[] };

/**
 * Replays the statements one request ran, in the same order, from `connections` workers on a pool
 * of as many connections (the app's pool size) for `seconds`. Like the app's Drizzle (node-postgres
 * pool), each statement checks a connection out of the pool, so the comparison isolates what the
 * HTTP stack, the framework and JSON mapping add on top of the database.
 */
export async function loadSql(options: {
  databaseUrl: string;
  statements: CapturedQuery[];
  connections: number;
  seconds: number;
}): Promise<SqlRun> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.connections });
  const perRequest: number[] = [];
  const perStatement = options.statements.map(() => [] as number[]);
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  let elapsedSeconds = options.seconds;
  try {
    const worker = async () => {
      while (performance.now() < deadline) {
        const requestStarted = performance.now();
        for (const [index, statement] of options.statements.entries()) {
          const statementStarted = performance.now();
          await pool.query({
            text: statement.text,
            values: statement.values,
            ...(statement.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
          });
          perStatement[index]!.push(performance.now() - statementStarted);
        }
        perRequest.push(performance.now() - requestStarted);
      }
    };
    await Promise.all(Array.from({ length: options.connections }, worker));
    // The last iterations finish after the deadline; rates are per second actually spent.
    elapsedSeconds = (performance.now() - started) / 1000;
  } finally {
    await pool.end();
  }
  return {
    request: summarize(perRequest, elapsedSeconds),
    statements: perStatement.map((latencies) => summarize(latencies, elapsedSeconds)),
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of one captured statement, run once on its own. */
export async function explain(databaseUrl: string, statement: CapturedQuery): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${statement.text}`,
      statement.values,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}
