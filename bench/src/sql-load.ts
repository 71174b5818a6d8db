import pg from 'pg';
import type { CapturedQuery } from './app-process.js';
import { summarize, type LatencyStats } from './stats.js';

export type SqlRun = {
  request: LatencyStats;
  statements: LatencyStats[];
  /** The raw times behind both, and the seconds spent, for merging runs. */
  samples: { perRequest: number[]; perStatement: number[][]; seconds: number };
};

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
  try {
    const worker = async () => {
      while (performance.now() < deadline) {
        const requestStarted = performance.now();
        for (const [index, statement] of options.statements.entries()) {
          const statementStarted = performance.now();
          await pool.query({
            text: statement.text,
            values: statement.values,
            ...(statement.name ? { name: statement.name } : {}),
            ...(statement.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
          });
          perStatement[index]!.push(performance.now() - statementStarted);
        }
        perRequest.push(performance.now() - requestStarted);
      }
    };
    await Promise.all(Array.from({ length: options.connections }, worker));
    // The last iterations finish after the deadline; rates are per second actually spent.
    const seconds = (performance.now() - started) / 1000;
    return sqlRun({ perRequest, perStatement, seconds });
  } finally {
    await pool.end();
  }
}

/** Several replays of the same statements as one (slices taken in turns with the API's load). */
export function mergeSqlRuns(runs: SqlRun[]): SqlRun {
  return sqlRun({
    perRequest: runs.flatMap((run) => run.samples.perRequest),
    perStatement: runs[0]!.samples.perStatement.map((_, index) =>
      runs.flatMap((run) => run.samples.perStatement[index]!),
    ),
    seconds: runs.reduce((sum, run) => sum + run.samples.seconds, 0),
  });
}

function sqlRun(samples: SqlRun['samples']): SqlRun {
  return {
    request: summarize(samples.perRequest, samples.seconds),
    statements: samples.perStatement.map((latencies) => summarize(latencies, samples.seconds)),
    samples,
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

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
};

/** Nodes that read table rows or hold rows in memory: skipping rows through them costs each one. */
const ROW_READING = new Set([
  'Seq Scan',
  'Bitmap Heap Scan',
  'Index Scan',
  'Sort',
  'Incremental Sort',
  'CTE Scan',
  'Subquery Scan',
  'Function Scan',
  'Materialize',
]);

/**
 * Which plan nodes read table rows (or sort them) in proportion to an OFFSET: any row-reading
 * node that produced at least `offset` rows, and index-only scans that had to visit the table for
 * that many. Walking index entries without touching the table is what "index-backed" means here.
 */
export async function rowsReadForOffset(
  databaseUrl: string,
  statement: CapturedQuery,
  offset: number,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) ${statement.text}`,
      statement.values,
    );
    const found: string[] = [];
    const visit = (node: PlanNode) => {
      const produced = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
      const where = node['Index Name'] ?? node['Relation Name'] ?? '';
      if (ROW_READING.has(node['Node Type']) && produced >= offset) {
        found.push(`${node['Node Type']} ${where} (${produced} rows)`.replace('  ', ' '));
      }
      if ((node['Heap Fetches'] ?? 0) >= offset) {
        found.push(`${node['Node Type']} ${where} (${node['Heap Fetches']} heap fetches)`);
      }
      node.Plans?.forEach(visit);
    };
    visit(rows[0]!['QUERY PLAN'][0].Plan);
    return found;
  } finally {
    await client.end();
  }
}
