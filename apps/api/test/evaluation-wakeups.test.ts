import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '@markwise/db';
import { submitAttempt } from './support/attempt-factories.js';
import { tokenOf } from './support/auth-helpers.js';
import {
  createEvaluationTestApp,
  createMarkedExamSchool,
  createSubmittedSession,
  MODEL_ANSWERS,
  waitForSession,
} from './support/evaluation-factories.js';
import type { TestApp } from './support/test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

/** Idle workers look for jobs this rarely here: a job started sooner was woken. */
const POLL_SECONDS = 120;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A submitted attempt is marked as soon as a worker is free, not at the workers' next poll: the
 * student's report (a typed attempt's marks come in under a second) waits for nothing else.
 */
describe(`a submitted attempt wakes idle workers on ${TEST_DATABASE_KIND}`, () => {
  const opened: TestApp[] = [];
  afterEach(async () => {
    // The app that owns the test database goes last: the others use it.
    for (const each of opened.reverse()) await each.close();
    opened.length = 0;
  });

  /** A student's open attempt, submitted through the API; resolves when it is marked. */
  async function submitAndTime(sender: TestApp) {
    const { exam, student } = await createMarkedExamSchool(sender.database);
    const session = await createSubmittedSession(sender.database, {
      exam,
      userId: student.id,
      texts: MODEL_ANSWERS,
      status: 'in_progress',
    });
    const token = await tokenOf(sender, student);
    const started = Date.now();
    await submitAttempt(sender, token, session.id).expect(200);
    const marked = await waitForSession(sender.database, session.id, undefined, 20_000);
    return { status: marked.status, ms: Date.now() - started };
  }

  it('in the process that queued it', async () => {
    const t = await createEvaluationTestApp({
      queue: { work: true, pollingIntervalSeconds: POLL_SECONDS },
    });
    opened.push(t);
    // The workers' first look for jobs is over; they now wait out their polling interval.
    await sleep(1_500);
    const { status, ms } = await submitAndTime(t);
    expect(status).toBe('evaluated');
    expect(ms).toBeLessThan(15_000);
  });

  // PGlite is one process's database: only PostgreSQL has other processes to notify.
  it.skipIf(TEST_DATABASE_KIND === 'pglite')(
    'in another process on the same database (an API queues, a worker marks)',
    async () => {
      const api = await createEvaluationTestApp({ queue: { work: false } });
      opened.push(api);
      // The worker's own connections to the same database, as a separate process has.
      const url = (api.database.postgres!.pool.options as { connectionString: string })
        .connectionString;
      // Closed with the worker's app.
      const workerDatabase = await createDatabase({ databaseUrl: url, dataDir: 'unused' });
      const worker = await createEvaluationTestApp({
        database: workerDatabase,
        queue: { work: true, pollingIntervalSeconds: POLL_SECONDS },
      });
      opened.push(worker);
      await sleep(1_500);
      const { status, ms } = await submitAndTime(api);
      expect(status).toBe('evaluated');
      expect(ms).toBeLessThan(15_000);
    },
  );
});
