import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createDatabase, migrateDatabase } from '@markwise/db';
import pg from 'pg';
import { ensureApiBuilt, startApp, type AppProcess } from './app-process.js';
import { createBenchDatabase, dropBenchDatabase } from './bench-database.js';
import { readConfig, type BenchConfig } from './config.js';
import { loadHttp } from './http-load.js';
import { printTable, writeResults } from './report.js';
import { scenarios, type Scenario, type ScenarioResult } from './scenarios.js';
import { BENCH_ADMIN, seed } from './seed.js';
import { explain, loadSql } from './sql-load.js';

const RESULTS = fileURLToPath(new URL('../results.md', import.meta.url));
const log = (line: string) => console.log(line);

async function main() {
  const config = readConfig();
  const started = performance.now();
  const loadAtStart = loadavg()[0]!;
  log(`Bench: database ${config.databaseName} on ${redact(config.serverUrl)}`);
  if (!config.skipBuild) ensureApiBuilt(log);

  const databaseUrl = await createBenchDatabase(config.serverUrl, config.databaseName);
  let app: AppProcess | undefined;
  const cleanUp = async () => {
    await app?.stop();
    if (!config.keepDatabase) await dropBenchDatabase(config.serverUrl, config.databaseName);
  };
  process.once('SIGINT', () => {
    log('\nInterrupted; cleaning up.');
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    await migrate(databaseUrl);
    log(`Seeding ${config.sessions.toLocaleString('en-US')} practice sessions…`);
    const seedStarted = performance.now();
    const seeded = await seed(databaseUrl, { sessions: config.sessions, log });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    log(
      `Hot level ${seeded.hotLevelId} on ${seeded.hotDay}: ${seeded.hotDaySessions} sessions, ` +
        `${seeded.hotDayStudents} students`,
    );

    app = await startApp({
      databaseUrl,
      poolSize: config.connections,
      logLevel: config.appLogLevel,
    });
    log(`App listening at ${app.baseUrl}`);
    const token = await login(app.baseUrl);
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios(seeded)) {
      results.push(await measure(scenario, { app, token, config, databaseUrl }));
    }
    printTable(results);
    const postgres = await serverVersion(databaseUrl);
    writeResults(RESULTS, results, { config, seeded, postgres, seedSeconds, loadAtStart });
    log(`Wrote ${RESULTS} (${((performance.now() - started) / 1000).toFixed(0)} s in all).`);
  } finally {
    await cleanUp();
  }
}

async function migrate(databaseUrl: string) {
  const database = await createDatabase({ databaseUrl, dataDir: 'unused', poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** One scenario: check the answer, capture its SQL, then load the endpoint and the SQL alike. */
async function measure(
  scenario: Scenario,
  context: { app: AppProcess; token: string; config: BenchConfig; databaseUrl: string },
): Promise<ScenarioResult> {
  const { app, token, config, databaseUrl } = context;
  log(`\n${scenario.name}: GET ${scenario.path}`);
  let first: { status: number; body: unknown } = { status: 0, body: undefined };
  const statements = await app.captureQueries(async () => {
    const response = await fetch(`${app.baseUrl}${scenario.path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    first = { status: response.status, body: await response.json().catch(() => undefined) };
  });
  if (first.status !== 200) {
    const reason = `answered ${first.status}${describeError(first.body)}`;
    log(`  skipped: ${reason}`);
    return { ...scenario, outcome: 'skipped', reason };
  }
  const problem = scenario.check(first.body);
  if (problem) throw new Error(`${scenario.name}: unexpected answer: ${problem}`);
  log(`  ${statements.length} SQL statement(s) per request`);

  const load = { connections: config.connections, url: `${app.baseUrl}${scenario.path}`, token };
  if (config.warmupSeconds > 0) await loadHttp({ ...load, seconds: config.warmupSeconds });
  const http = await loadHttp({ ...load, seconds: config.durationSeconds });
  log(`  HTTP p50 ${http.p50.toFixed(2)} ms, ${http.perSecond.toFixed(0)} req/s`);
  if (http.non2xx > 0 || http.errors > 0) {
    throw new Error(`${scenario.name}: ${http.non2xx} non-2xx answers, ${http.errors} errors`);
  }
  if (!scenario.replaySql || statements.length === 0) {
    return { ...scenario, outcome: 'measured', http, statements };
  }
  const replay = { databaseUrl, statements, connections: config.connections };
  if (config.warmupSeconds > 0) await loadSql({ ...replay, seconds: config.warmupSeconds });
  const sql = await loadSql({ ...replay, seconds: config.durationSeconds });
  log(`  SQL  p50 ${sql.request.p50.toFixed(2)} ms, ${sql.request.perSecond.toFixed(0)} req/s`);
  const index = sql.statements.reduce(
    (slowest, stats, i, all) => (stats.p50 > all[slowest]!.p50 ? i : slowest),
    0,
  );
  const plan = await explain(databaseUrl, statements[index]!);
  return { ...scenario, outcome: 'measured', http, sql, statements, slowestPlan: { index, plan } };
}

function describeError(body: unknown): string {
  const message = (body as { message?: unknown } | undefined)?.message;
  return message === undefined ? '' : ` (${JSON.stringify(message)})`;
}

async function serverVersion(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string; b: string }>(
      `select current_setting('server_version') as v, current_setting('shared_buffers') as b`,
    );
    return `PostgreSQL ${rows[0]!.v} (shared_buffers ${rows[0]!.b})`;
  } finally {
    await client.end();
  }
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
