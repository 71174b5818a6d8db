import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateDatabase, type Database } from '@markwise/db';
import pg from 'pg';
import PgBoss from 'pg-boss';
import {
  DEFAULT_QUEUE_OPTIONS,
  EVALUATION_JOB,
  jobKey,
} from '../src/modules/evaluation/queue/queue-options.js';
import {
  createMarkedExamSchool,
  createSubmittedSession,
  MODEL_ANSWERS,
  progressOf,
  waitForSession,
} from './support/evaluation-factories.js';
import { freePort } from './faults/support/api-process.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './support/fake-openai-server.js';
import { reportFigure } from './support/figures.js';
import { adminQuery } from './support/test-database.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
/** What an operator is promised: a killed worker's attempt is evaluated within this, by default. */
const RETRIED_WITHIN_MS = 120_000;
/** A job through the slow evaluator outlasts a short expiry (EVALUATION_JOB_EXPIRE_SECONDS). */
const SLOW_CALL_MS = 22_000;

/**
 * Kills a `pnpm worker` process (node dist/worker.js) with SIGKILL in the middle of a job, starts
 * another, and shows the session ends evaluated exactly once, within two minutes with the default
 * settings; and a live job running past the expiry is kept alive by its worker's heartbeat, with
 * the worker's health endpoint ready until SIGTERM. A separate worker process needs PostgreSQL:
 * PGlite is an embedded, single-process database.
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
    // This test's own pg-boss only sends jobs: expiring a killed worker's job is left to the
    // workers' own housekeeping, at its default interval, as in production.
    boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false });
    await boss.start();
    await boss.createQueue(EVALUATION_JOB, { name: EVALUATION_JOB, policy: 'short' });
    // Each chat request takes 2.5 s, so a job is long enough to be killed in the middle.
    fake = await startFakeOpenAiServer({ delayMs: 2_500, slowMs: SLOW_CALL_MS });
    dataDir = mkdtempSync(join(tmpdir(), 'markwise-worker-test-'));
  }, 300_000);

  // A test's workers end with it: one left polling would take the next test's job.
  afterEach(async () => {
    const running = children
      .splice(0)
      .filter((child) => child.exitCode === null && child.signalCode === null);
    await Promise.all(
      running.map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        return exited;
      }),
    );
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await boss?.stop({ graceful: false, close: true }).catch(() => undefined);
    await fake?.close();
    await database?.close().catch(() => undefined);
    if (name) await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function startWorker(env: Record<string, string> = {}) {
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
        ...env,
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
    await sendAsTheApiDoes(session.id);

    const first = startWorker();
    await waitForSession(database, session.id, (status) => status === 'evaluating', 90_000);
    // The worker has claimed the session and is waiting on the (slow) evaluator: kill it.
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const killedAt = Date.now();
    expect((await waitForSession(database, session.id, () => true)).status).toBe('evaluating');

    // Default expiry, housekeeping and retry delay: only the heartbeat's lease brings it back.
    startWorker();
    const done = await waitForSession(
      database,
      session.id,
      (s) => s === 'evaluated',
      RETRIED_WITHIN_MS + 30_000,
    );
    const retriedInMs = Date.now() - killedAt;
    expect(done).toMatchObject({ status: 'evaluated', evaluationRuns: 1, failureReason: null });
    expect(retriedInMs).toBeLessThan(RETRIED_WITHIN_MS);
    reportFigure(
      'SIGKILLed worker, default settings',
      `its attempt was evaluated by another worker ${(retriedInMs / 1000).toFixed(0)} s after ` +
        `the kill (EVALUATION_JOB_EXPIRE_SECONDS=60 by default; the job timeout stays 15 minutes)`,
    );
    const { progress, xp } = await progressOf(database, student.id, exam.level.id);
    expect(progress).toMatchObject({ attempts: 1, xpEarned: 40 });
    expect(xp).toBe(40);
    const job = await waitForJob(session.id);
    expect(job).toMatchObject({ state: 'completed', retry_count: 1 });
  }, 240_000);

  it('keeps a live job running past the expiry; the worker answers health until SIGTERM, then finishes the job', async () => {
    const { exam, student } = await createMarkedExamSchool(database, { passPercentage: 0 });
    const session = await createSubmittedSession(database, {
      exam,
      userId: student.id,
      texts: MODEL_ANSWERS,
    });
    fake.fallbackBehaviour = 'slow';
    try {
      await sendAsTheApiDoes(session.id);
      const port = await freePort();
      const worker = startWorker({
        EVALUATION_JOB_EXPIRE_SECONDS: '4',
        OPENAI_CONCURRENCY: '8',
        WORKER_HEALTH_PORT: String(port),
        HOST: '127.0.0.1',
      });
      const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve));
      const health = `http://127.0.0.1:${port}/api/health`;
      await waitForSession(database, session.id, (status) => status === 'evaluating', 90_000);
      const claimedAt = Date.now();
      // It listens once its queue has started, just after the first claim may have happened.
      await waitForHttpStatus(health, 200, 10_000);
      expect(await statusOf(`${health}/ready`)).toBe(200);

      // Three leases since the claim, with housekeeping every second or two: no expiry, no retry
      // (counted from the claim, so a slow start of the health listener cannot outwait the job).
      await new Promise((resolve) => setTimeout(resolve, claimedAt + 12_000 - Date.now()));
      expect(await jobOf(session.id)).toMatchObject({ state: 'active', retry_count: 0 });

      worker.kill('SIGTERM');
      const notReady = await waitForHttpStatus(`${health}/ready`, 503);
      expect(await statusOf(health)).toBe(200);
      expect(await exited).toBe(0);
      const done = await waitForSession(database, session.id, () => true);
      expect(done).toMatchObject({ status: 'evaluated', evaluationRuns: 1, failureReason: null });
      expect(await jobOf(session.id)).toMatchObject({ state: 'completed', retry_count: 0 });
      expect(Date.now() - claimedAt).toBeGreaterThan(SLOW_CALL_MS);
      reportFigure(
        'worker heartbeat and health',
        `a ${(SLOW_CALL_MS / 1000).toFixed(0)} s job with a 4 s expiry completed once, never ` +
          `retried; readiness 503 ${notReady} ms after SIGTERM while the job finished; exit 0`,
      );
    } finally {
      fake.fallbackBehaviour = 'normal';
    }
  }, 240_000);

  it('retries a job whose worker died between fetching it and its first beat within the lease, not the 15-minute run limit', async () => {
    const { exam, student } = await createMarkedExamSchool(database, { passPercentage: 0 });
    const session = await createSubmittedSession(database, {
      exam,
      userId: student.id,
      texts: MODEL_ANSWERS,
    });
    await sendAsTheApiDoes(session.id);
    // pg-boss's fetch is the first thing a worker does: the job is active, and no process is left
    // to beat for it, as when a worker is SIGKILLed in that moment.
    const [taken] = await boss.fetch<{ sessionId: string }>(EVALUATION_JOB);
    expect(taken?.data.sessionId).toBe(session.id);
    const takenAt = Date.now();
    // Longer than a beat's interval (a quarter of the 10 s lease): a live worker would have beaten.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    startWorker({ EVALUATION_JOB_EXPIRE_SECONDS: '10' });
    const done = await waitForSession(database, session.id, (s) => s === 'evaluated', 90_000);
    const retriedInMs = Date.now() - takenAt;
    expect(done).toMatchObject({ status: 'evaluated', evaluationRuns: 1, failureReason: null });
    expect(await waitForJob(session.id)).toMatchObject({ state: 'completed', retry_count: 1 });
    // Lease 10 s, housekeeping every 3 s, a first retry 10-20 s later, then the job itself.
    expect(retriedInMs).toBeLessThan(75_000);
    reportFigure(
      'worker dead before its first beat',
      `its job was evaluated by another worker ${(retriedInMs / 1000).toFixed(0)} s after the ` +
        `fetch (EVALUATION_JOB_EXPIRE_SECONDS=10; run limit 900 s)`,
    );
  }, 180_000);

  /** Queues the session's first run with the options the API's queue sends. */
  async function sendAsTheApiDoes(sessionId: string) {
    const data = { sessionId, run: 1 };
    await boss.send(EVALUATION_JOB, data, {
      singletonKey: jobKey(data),
      retryLimit: DEFAULT_QUEUE_OPTIONS.retryLimit,
      retryDelay: DEFAULT_QUEUE_OPTIONS.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: DEFAULT_QUEUE_OPTIONS.timeoutSeconds,
    });
  }

  async function statusOf(url: string) {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  }

  /** Polls until `url` answers `status`; how long that took, in ms. */
  async function waitForHttpStatus(url: string, status: number, timeoutMs = 5_000) {
    const started = Date.now();
    while ((await statusOf(url).catch(() => 0)) !== status) {
      if (Date.now() - started > timeoutMs) throw new Error(`${url} never answered ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Date.now() - started;
  }

  async function jobOf(sessionId: string) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client
      .query<{ state: string; retry_count: number }>(
        `select state::text, retry_count from pgboss.job where singleton_key = $1`,
        [`${sessionId}:1`],
      )
      .finally(() => client.end());
    return rows[0];
  }

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
