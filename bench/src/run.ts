import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createDatabase, migrateDatabase } from '@markwise/db';
import pg from 'pg';
import { ensureBuilt, startApp, type AppProcess } from './app-process.js';
import { createBenchDatabase, dropBenchDatabase } from './bench-database.js';
import { readConfig, SECTIONS } from './config.js';
import { watchMemory, type BenchContext, type MemoryWatch } from './context.js';
import type { Figure } from './figures.js';
import { markdownTable, printTable, writePerformanceDoc, writeStatements } from './report.js';
import { apiOverSql } from './sections/api.js';
import { evaluationSection } from './sections/evaluation.js';
import { frameworkOverhead } from './sections/framework.js';
import { login, loginSection } from './sections/login.js';
import { memorySection } from './sections/memory.js';
import { deskSection } from './sections/desk.js';
import { examDaySection } from './sections/examday.js';
import { ocrSection } from './sections/ocr.js';
import { paperSection } from './sections/paper.js';
import { embeddedDatabase } from './sections/pglite.js';
import { bundleFigures, lighthouseFigures, WEB_DIST } from './sections/web.js';
import { seed } from './seed.js';

const RESULTS = fileURLToPath(new URL('../results.md', import.meta.url));
const PERFORMANCE_DOC = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));
const log = (line: string) => console.log(line);

async function main() {
  const config = readConfig();
  const started = performance.now();
  const loadAtStart = loadavg()[0]!;
  const on = (section: Parameters<typeof config.sections.has>[0]) => config.sections.has(section);
  log(
    `Bench: sections ${[...config.sections].join(', ')}; database ${config.databaseName} on ${redact(config.serverUrl)}`,
  );
  log(`1-minute load average at the start: ${loadAtStart.toFixed(1)}`);
  if (!config.skipBuild) ensureBuilt(log, { web: on('web') || on('desk') });

  const databaseUrl = await createBenchDatabase(config.serverUrl, config.databaseName);
  let app: AppProcess | undefined;
  let memory: MemoryWatch | undefined;
  const cleanUp = async () => {
    memory?.stop();
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
      // The web app too where a section opens it in the browser.
      webDistDir: on('web') || on('desk') ? WEB_DIST : undefined,
    });
    log(`App listening at ${app.baseUrl}`);
    memory = watchMemory(app);
    const token = await login(app.baseUrl);
    memory.phase('idle');
    await new Promise((resolve) => setTimeout(resolve, 5000));

    const figures: Figure[] = [];
    const context: BenchContext = { config, log, databaseUrl, seeded, app, token, memory, figures };
    if (on('api')) {
      const api = await apiOverSql(context);
      figures.push(...api.figures);
      writeStatements(RESULTS, api.results);
    }
    if (on('framework')) figures.push(...(await frameworkOverhead(context)));
    if (on('pglite')) figures.push(...(await embeddedDatabase(context)));
    if (on('login')) figures.push(...(await loginSection(context)));
    if (on('evaluation')) {
      memory.phase('evaluation (app idle)');
      figures.push(
        ...(await evaluationSection({
          serverUrl: config.serverUrl,
          answers: config.evaluationAnswers,
          openAiConcurrency: config.openAiConcurrency,
          log,
        })),
      );
    }
    if (on('web')) {
      memory.phase('web');
      log('\nWeb');
      figures.push(...bundleFigures());
      figures.push(...(await lighthouseFigures(context, app.baseUrl)));
    }
    if (on('memory')) figures.push(...(await memorySection(context)));
    // Last: its decisions write to the database, which no section before reads.
    if (on('desk')) figures.push(...(await deskSection(context)));
    // Its own institution and students: nothing before reads them.
    if (on('examday')) figures.push(...(await examDaySection(context)));
    if (on('ocr')) figures.push(...(await ocrSection(context)));
    // Its own database and app (with the queue's workers): nothing before reads them.
    if (on('paper')) figures.push(...(await paperSection(context)));
    figures.sort((a, b) => a.section.localeCompare(b.section, 'en', { numeric: true }));

    printTable(figures);
    const facts = {
      config,
      seeded,
      postgres: await serverVersion(databaseUrl),
      seedSeconds,
      loadAtStart,
      loadAtEnd: loadavg()[0]!,
      totalSeconds: (performance.now() - started) / 1000,
      command: command(),
    };
    log(`1-minute load average at the end: ${facts.loadAtEnd.toFixed(1)}`);
    const some = config.sections.size < SECTIONS.length ? [...config.sections] : undefined;
    writePerformanceDoc(PERFORMANCE_DOC, markdownTable(figures, facts), some);
    log(`Wrote ${PERFORMANCE_DOC} (${(facts.totalSeconds / 60).toFixed(1)} minutes in all).`);
  } finally {
    await cleanUp();
  }
}

/** `pnpm bench` with the BENCH_* variables that were set, as a rerun would need them. */
function command(): string {
  const knobs = Object.entries(process.env)
    .filter(([name]) => name.startsWith('BENCH_') && name !== 'BENCH_DATABASE_URL')
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  return [...knobs, 'pnpm bench'].join(' ');
}

async function migrate(databaseUrl: string) {
  const database = await createDatabase({ databaseUrl, dataDir: 'unused', poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
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
