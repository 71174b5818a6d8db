import type { AppProcess } from '../app-process.js';
import type { BenchContext } from '../context.js';
import { figure, ratioAtMost, type Figure } from '../figures.js';
import { assertClean, loadHttp, mergeHttpRuns, type HttpRun } from '../http-load.js';
import {
  FAR_PAGE,
  LEVEL_PAGE_LIMIT,
  scenarios,
  type Scenario,
  type ScenarioResult,
} from '../scenarios.js';
import { explain, loadSql, mergeSqlRuns, rowsReadForOffset, type SqlRun } from '../sql-load.js';
import { ms, rate } from '../stats.js';

const SECTION = '1. API over SQL';
export const MAX_STATEMENTS = 3;

/**
 * Each read endpoint through the API against the statements it ran, replayed directly with pg at
 * the same concurrency: p50/p95/p99 and requests per second of both, and the ratio of the p95s.
 */
export async function apiOverSql(context: BenchContext) {
  const { log, seeded } = context;
  context.memory.phase('api over sql');
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios(seeded)) {
    results.push(await measure(scenario, context));
  }
  const figures: Figure[] = [];
  for (const result of results) figures.push(...scenarioFigures(result));

  const page1 = results.find((result) => result.id === 'levelUsersPage1')!;
  const far = results.find((result) => result.id === 'levelUsersPage1000')!;
  const farRatio = far.http.p95 / page1.http.p95;
  figures.push(
    figure(SECTION, 'level users page 1,000 / page 1, API p95', far.http.p95, 'ms', {
      reference: { name: 'page 1 API p95', value: page1.http.p95 },
      target: ratioAtMost(1.5, farRatio),
    }),
  );
  // The page's own statement is the slowest one; the others are the guard's and the level check.
  const pageStatement = far.statements[far.slowestPlan?.index ?? far.statements.length - 1]!;
  const offset = (FAR_PAGE - 1) * LEVEL_PAGE_LIMIT;
  const skipped = await rowsReadForOffset(context.databaseUrl, pageStatement, offset);
  figures.push(
    figure(
      SECTION,
      `EXPLAIN of page 1,000: plan nodes reading the ${offset.toLocaleString('en-US')} skipped rows`,
      skipped.length,
      '',
      {
        target: { text: 'none (index entries only)', holds: skipped.length === 0 },
        note: skipped.join('; ') || undefined,
      },
    ),
  );
  log(
    `  page 1,000 plan: ${skipped.length === 0 ? 'no table rows read for skipped rows' : skipped.join('; ')}`,
  );
  return { figures, results };
}

function scenarioFigures(result: ScenarioResult): Figure[] {
  const { http, sql } = result;
  const name = result.name;
  const figures: Figure[] = [];
  if (!sql) {
    figures.push(
      figure(SECTION, `${name}: p50 / p95 / p99`, http.p95, 'ms', {
        note: `p50 ${http.p50.toFixed(2)}, p99 ${http.p99.toFixed(2)} ms; ${http.perSecond.toFixed(0)} req/s`,
      }),
    );
    return figures;
  }
  figures.push(
    figure(SECTION, `${name}: API p95 (SQL p95 beside)`, http.p95, 'ms', {
      reference: { name: 'same SQL p95', value: sql.request.p95 },
      target: ratioAtMost(2, http.p95 / sql.request.p95),
      note:
        `API p50/p99 ${http.p50.toFixed(1)}/${http.p99.toFixed(1)} ms, ${http.perSecond.toFixed(0)} req/s; ` +
        `SQL p50/p99 ${sql.request.p50.toFixed(1)}/${sql.request.p99.toFixed(1)} ms, ${sql.request.perSecond.toFixed(0)} req/s; ` +
        `${Math.round(http.meanBytes)} B per response`,
    }),
    figure(SECTION, `${name}: SQL statements per request`, result.statements.length, '', {
      target: {
        text: `≤ ${MAX_STATEMENTS}`,
        holds: result.statements.length <= MAX_STATEMENTS,
      },
    }),
  );
  return figures;
}

/** One scenario: check the answer, capture its SQL, then load the endpoint and the SQL alike. */
async function measure(scenario: Scenario, context: BenchContext): Promise<ScenarioResult> {
  const { app, token, config, databaseUrl, log } = context;
  log(`\n${scenario.name}: GET ${scenario.path}`);
  const { statements, body } = await firstAnswer(app, scenario, token);
  const problem = scenario.check(body);
  if (problem) throw new Error(`${scenario.name}: unexpected answer: ${problem}`);
  log(`  ${statements.length} SQL statement(s) per request`);

  const load = { connections: config.connections, url: `${app.baseUrl}${scenario.path}`, token };
  if (!scenario.replaySql || statements.length === 0) {
    if (config.warmupSeconds > 0) await loadHttp({ ...load, seconds: config.warmupSeconds });
    const http = await loadHttp({ ...load, seconds: config.durationSeconds });
    assertClean(scenario.name, http);
    log(`  HTTP p50 ${ms(http.p50)} ms, p95 ${ms(http.p95)} ms, ${rate(http.perSecond)} req/s`);
    return { ...scenario, http, statements };
  }

  // The API and its SQL are loaded in turns, slice by slice (API, SQL, SQL, API, ...), so that
  // both see the same background load: on a shared machine a minute apart is not the same
  // machine.
  const replay = { databaseUrl, statements, connections: config.connections };
  if (config.warmupSeconds > 0) {
    await loadHttp({ ...load, seconds: config.warmupSeconds });
    await loadSql({ ...replay, seconds: config.warmupSeconds });
  }
  const slices = sliceSeconds(config.durationSeconds);
  const httpRuns: HttpRun[] = [];
  const sqlRuns: SqlRun[] = [];
  for (const [index, seconds] of slices.entries()) {
    const api = async () => httpRuns.push(await loadHttp({ ...load, seconds }));
    const sqlSlice = async () => sqlRuns.push(await loadSql({ ...replay, seconds }));
    for (const run of index % 2 === 0 ? [api, sqlSlice] : [sqlSlice, api]) await run();
  }
  const http = mergeHttpRuns(httpRuns);
  assertClean(scenario.name, http);
  const sql = mergeSqlRuns(sqlRuns);
  log(`  HTTP p50 ${ms(http.p50)} ms, p95 ${ms(http.p95)} ms, ${rate(http.perSecond)} req/s`);
  log(
    `  SQL  p50 ${ms(sql.request.p50)} ms, p95 ${ms(sql.request.p95)} ms, ${rate(sql.request.perSecond)} req/s (${slices.length} slices each, in turns)`,
  );
  const index = sql.statements.reduce(
    (slowest, stats, i, all) => (stats.p50 > all[slowest]!.p50 ? i : slowest),
    0,
  );
  const plan = await explain(databaseUrl, statements[index]!);
  return { ...scenario, http, sql, statements, slowestPlan: { index, plan } };
}

/** The measured time cut into slices of about 2 s (at least one, whole seconds for autocannon). */
function sliceSeconds(total: number): number[] {
  const count = Math.max(1, Math.floor(total / 2));
  return Array.from({ length: count }, (_, index) =>
    index < total % count ? Math.ceil(total / count) : Math.floor(total / count),
  );
}

/** The first response of a scenario, with the SQL it ran; fails on anything but a 200. */
export async function firstAnswer(app: AppProcess, scenario: Scenario, token: string) {
  let first: { status: number; body: unknown } = { status: 0, body: undefined };
  const statements = await app.captureQueries(async () => {
    const response = await fetch(`${app.baseUrl}${scenario.path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    first = { status: response.status, body: await response.json().catch(() => undefined) };
  });
  if (first.status !== 200) {
    const message = (first.body as { message?: unknown } | undefined)?.message;
    throw new Error(`${scenario.name} answered ${first.status} ${JSON.stringify(message ?? '')}`);
  }
  return { statements, body: first.body };
}
