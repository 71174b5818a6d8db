import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateDatabase, type Database } from '@markwise/db';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { EVALUATION_JOB, jobKey } from '../src/modules/evaluation/queue/queue-options.js';
import {
  createMarkedExamSchool,
  createSubmittedSession,
  MODEL_ANSWERS,
  progressOf,
  waitForSession,
} from './support/evaluation-factories.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './support/fake-openai-server.js';
import { adminQuery } from './support/test-database.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
/** Expiry of the job in this test: a killed worker's job is retried this long after it started. */
const EXPIRE_SECONDS = 8;

/**
 * Kills a `pnpm worker` process (node dist/worker.js) with SIGKILL in the middle of a job, starts
 * another, and shows the session ends evaluated exactly once. A separate worker process needs
 * PostgreSQL: PGlite is an embedded, single-process database.
 */
describe.skipIf(!serverUrl)('a worker killed mid-job (PostgreSQL only)', () => {
  let database: Database;
  let databaseUrl: string;
  let name: string;
  let boss: PgBoss;
  let fake: FakeOpenAiServer;
  let dataDir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    // The worker runs the built API (dist/worker.js) and its workspace packages' dist.
    const build = spawnSync('pnpm', ['--filter', '@markwise/api...', 'build'], {
      cwd: API_DIR,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
    name = `markwise_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl!, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await createDatabase({ databaseUrl, dataDir: 'unused', poolSize: 2 });
    await migrateDatabase(database);
    // This test's own pg-boss only sends the job and runs maintenance every second (expiring the
    // killed worker's job); it works no jobs.
    boss = new PgBoss({
      connectionString: databaseUrl,
      maintenanceIntervalSeconds: 1,
      schedule: false,
    });
    await boss.start();
    await boss.createQueue(EVALUATION_JOB, { name: EVALUATION_JOB, policy: 'short' });
    // Each chat request takes 2.5 s, so a job is long enough to be killed in the middle.
    fake = await startFakeOpenAiServer({ delayMs: 2_500 });
    dataDir = mkdtempSync(join(tmpdir(), 'markwise-worker-test-'));
  }, 300_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await boss?.stop({ graceful: false, close: true }).catch(() => undefined);
    await fake?.close();
    await database?.close().catch(() => undefined);
    if (name) await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function startWorker() {
    const child = spawn(process.execPath, ['dist/worker.js'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        EVALUATOR: 'openai',
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_MODEL: 'fake-model',
        OPENAI_MAX_RETRIES: '0',
        EVALUATION_CONCURRENCY: '1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    return child;
  }

  it('completes the job exactly once after the worker is killed with SIGKILL', async () => {
    const { exam, student } = await createMarkedExamSchool(database, {
      xpReward: 40,
      // Whatever the fake model's marks, the attempt passes, so XP shows how often it was awarded.
      passPercentage: 0,
    });
    const session = await createSubmittedSession(database, {
      exam,
      userId: student.id,
      texts: MODEL_ANSWERS,
    });
    const data = { sessionId: session.id, run: 1 };
    await boss.send(EVALUATION_JOB, data, {
      singletonKey: jobKey(data),
      retryLimit: 3,
      retryDelay: 0,
      expireInSeconds: EXPIRE_SECONDS,
    });

    const first = startWorker();
    await waitForSession(database, session.id, (status) => status === 'evaluating', 90_000);
    // The worker has claimed the session and is waiting on the (slow) evaluator: kill it.
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    expect((await waitForSession(database, session.id, () => true)).status).toBe('evaluating');

    startWorker();
    const done = await waitForSession(database, session.id, (s) => s === 'evaluated', 120_000);
    expect(done).toMatchObject({ status: 'evaluated', evaluationRuns: 1, failureReason: null });
    const { progress, xp } = await progressOf(database, student.id, exam.level.id);
    expect(progress).toMatchObject({ attempts: 1, xpEarned: 40 });
    expect(xp).toBe(40);
    const job = await waitForJob(session.id);
    expect(job).toMatchObject({ state: 'completed', retry_count: 1 });
  }, 240_000);

  /** The pg-boss job of the session's first run once it has completed. */
  async function waitForJob(sessionId: string) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client
        .query<{ state: string; retry_count: number }>(
          `select state, retry_count from pgboss.job where singleton_key = $1`,
          [`${sessionId}:1`],
        )
        .finally(() => client.end());
      if (rows[0]?.state === 'completed' || Date.now() > deadline) return rows[0];
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
});
