import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptRoutes,
  evaluationRoutes,
  pathTo,
  type AttemptSessionResponse,
  type SaveAnswerRequest,
  type StartAttemptRequest,
} from '@markwise/contract';
import { practiceSessions, type Database } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { EVALUATION_JOB } from '../../src/modules/evaluation/queue/queue-options.js';
import { createMarkedExam, MODEL_ANSWERS } from '../support/evaluation-factories.js';
import { createInstitution, createUser, TEST_PASSWORD } from '../support/factories.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../support/fake-openai-server.js';
import { reportFigure } from '../support/figures.js';
import { sleep, startAppProcess, type AppProcess } from './support/api-process.js';
import { call, loginAs } from './support/http.js';
import { createServerDatabase, queryRows, SERVER_URL } from './support/server-database.js';

/** Each chat request takes this long: the in-flight request and job are still running at SIGTERM. */
const CALL_MS = 3_000;
const BULK_MARKER = 'shutdown-marker';

/**
 * SIGTERM to the API (`node dist/main.js`, as Docker sends it) while a slow request is in flight
 * and an evaluation job is running: the request is answered, the job completes (or, when it
 * outlasts the shutdown budget, is released for retry and completed once later), and the process
 * exits within SHUTDOWN_TIMEOUT_MS.
 */
describe.skipIf(!SERVER_URL)('graceful shutdown', () => {
  let db: Awaited<ReturnType<typeof createServerDatabase>>;
  let database: Database;
  let fake: FakeOpenAiServer;
  const apps: AppProcess[] = [];

  beforeAll(async () => {
    db = await createServerDatabase();
    database = db.database;
    // 'slow' (used for the job that outlasts the budget) answers after 40 s.
    fake = await startFakeOpenAiServer({ delayMs: CALL_MS, slowMs: 40_000 });
  });

  // A test that failed half-way must not leave its API working the next test's jobs.
  afterEach(async () => {
    for (const app of apps) await app.stop('SIGKILL');
  });

  afterAll(async () => {
    for (const app of apps) {
      await app.stop('SIGKILL');
      app.cleanup();
    }
    await fake?.close();
    await db?.drop();
  });

  async function startApi(shutdownTimeoutMs: number) {
    const app = await startAppProcess({
      entry: 'main',
      env: {
        DATABASE_URL: db.url,
        EVALUATOR: 'openai',
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_MODEL: 'fake-model',
        OPENAI_MAX_RETRIES: '0',
        EVALUATION_CONCURRENCY: '1',
        SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
        LOG_LEVEL: 'info',
      },
      waitReady: true,
    });
    apps.push(app);
    return app;
  }

  /** A school with an admin, a student and an exam; both logged in through `app`. */
  async function school(app: AppProcess) {
    const institution = await createInstitution(database);
    const admin = await createUser(database, { institutionId: institution.id, role: 'ADMIN' });
    const student = await createUser(database, { institutionId: institution.id });
    const exam = await createMarkedExam(database, { institutionId: institution.id });
    return {
      exam,
      adminToken: await loginAs(app.baseUrl, admin.email, TEST_PASSWORD),
      studentToken: await loginAs(app.baseUrl, student.email, TEST_PASSWORD),
    };
  }

  /** Starts, answers and submits an attempt through the API; the submit queues the job. */
  async function submitAttempt(app: AppProcess, token: string, levelId: string) {
    const body: StartAttemptRequest = { levelId };
    const started = await call(app.baseUrl, attemptRoutes.collection, {
      method: 'POST',
      token,
      body,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const session = (started.body as AttemptSessionResponse).data;
    for (const [index, question] of session.questions.entries()) {
      const answer: SaveAnswerRequest = { answerText: MODEL_ANSWERS[index]! };
      const path = pathTo(attemptRoutes.answer, {
        sessionId: session._id,
        questionId: question._id,
      });
      expect((await call(app.baseUrl, path, { method: 'PUT', token, body: answer })).status).toBe(
        200,
      );
    }
    const submitted = await call(
      app.baseUrl,
      pathTo(attemptRoutes.submit, { sessionId: session._id }),
      { method: 'POST', token },
    );
    expect(submitted.status).toBeLessThan(300);
    return session._id;
  }

  async function sessionStatus(sessionId: string) {
    const [row] = await database.db
      .select()
      .from(practiceSessions)
      .where(eq(practiceSessions.id, sessionId));
    return row!;
  }

  async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number, what: string) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await sleep(100);
    }
  }

  /** POST /evaluation/bulk with a two-row CSV: each row is one (slow) provider call. */
  function bulkRequest(app: AppProcess, token: string) {
    const quoted = (fields: string[]) =>
      fields.map((f) => `"${f.replaceAll('"', '""')}"`).join(',');
    const csv = [
      'question,model_answer,max_marks,student_answer',
      quoted([`Photosynthesis? ${BULK_MARKER}`, MODEL_ANSWERS[0]!, '5', 'Plants make food.']),
      quoted([`Reflection? ${BULK_MARKER}`, MODEL_ANSWERS[1]!, '5', 'Light bounces back.']),
    ].join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'answers.csv');
    const started = Date.now();
    // Two rows, two LLM calls: confirmed up front, as an LLM bulk run must be.
    return fetch(`${app.baseUrl}/api${evaluationRoutes.bulk}?confirmCalls=2`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(60_000),
    }).then(async (response) => ({
      status: response.status,
      text: await response.text(),
      ms: Date.now() - started,
    }));
  }

  const bulkReachedProvider = () =>
    fake.requests.some((request) => request.raw.includes(BULK_MARKER)) ? true : undefined;

  it('finishes the in-flight request and the running job, then exits within the timeout', async () => {
    const timeoutMs = 15_000;
    fake.fallbackBehaviour = 'normal';
    const app = await startApi(timeoutMs);
    const { exam, adminToken, studentToken } = await school(app);
    const sessionId = await submitAttempt(app, studentToken, exam.level.id);
    await waitFor(
      async () => ((await sessionStatus(sessionId)).status === 'evaluating' ? true : undefined),
      30_000,
      'the job to claim the session',
    );
    const bulk = bulkRequest(app, adminToken);
    let answered: unknown;
    void bulk.then((response) => (answered = response));
    await waitFor(
      async () => bulkReachedProvider() ?? (answered ? false : undefined),
      30_000,
      'the bulk request to be in flight',
    );
    expect(answered, 'answered before SIGTERM').toBeUndefined();

    const signalledAt = Date.now();
    app.child.kill('SIGTERM');
    const [response, exit] = await Promise.all([bulk, app.exited]);
    const shutdownMs = exit.at - signalledAt;

    expect(response.status, response.text).toBe(200);
    expect(response.text).toContain(BULK_MARKER);
    expect(await sessionStatus(sessionId)).toMatchObject({
      status: 'evaluated',
      evaluationRuns: 1,
    });
    expect(exit.code === 0 || exit.signal === 'SIGTERM', JSON.stringify(exit)).toBe(true);
    expect(shutdownMs).toBeLessThan(timeoutMs);
    reportFigure(
      'graceful shutdown (request and job in flight)',
      `exited ${(shutdownMs / 1000).toFixed(1)} s after SIGTERM (timeout ${timeoutMs / 1000} s); ` +
        `the slow request (${(response.ms / 1000).toFixed(1)} s) answered 200, ` +
        `the running job completed`,
    );
  });

  it('releases a job that outlasts the timeout for retry, cuts a request that does, exits in time; the job completes once later', async () => {
    const timeoutMs = 6_000;
    const app = await startApi(timeoutMs);
    const { exam, adminToken, studentToken } = await school(app);
    // This job's provider calls answer only after 40 s: far past the shutdown budget.
    fake.fallbackBehaviour = 'slow';
    const sessionId = await submitAttempt(app, studentToken, exam.level.id);
    await waitFor(
      async () => ((await sessionStatus(sessionId)).status === 'evaluating' ? true : undefined),
      30_000,
      'the job to claim the session',
    );
    fake.requests.length = 0;
    const bulk = bulkRequest(app, adminToken).catch((error: Error) => error);
    await waitFor(async () => bulkReachedProvider(), 30_000, 'the bulk request to be in flight');

    const signalledAt = Date.now();
    const exit = await app.stop('SIGTERM', 60_000);
    const shutdownMs = exit.at - signalledAt;
    // The request holds the HTTP server open past the budget: the deadline ends the process.
    expect(shutdownMs, app.output()).toBeLessThan(timeoutMs + 1_000);
    expect(exit.code, app.output()).toBe(1);
    expect(app.output()).toContain('shutdown did not finish within SHUTDOWN_TIMEOUT_MS');
    expect(await bulk).toBeInstanceOf(Error);
    // Released, not left running: the job waits for its retry; the session for the retry's claim.
    const [job] = await queryRows<{ state: string; retry_count: number }>(
      db.url,
      `select state::text, retry_count from pgboss.job where name = $1 and singleton_key = $2`,
      [EVALUATION_JOB, `${sessionId}:1`],
    );
    expect(job).toMatchObject({ state: 'retry' });
    expect((await sessionStatus(sessionId)).status).toBe('evaluating');

    fake.fallbackBehaviour = 'normal';
    await startApi(timeoutMs);
    const done = await waitFor(
      async () => {
        const row = await sessionStatus(sessionId);
        return row.status === 'evaluated' || row.status === 'failed' ? row : undefined;
      },
      90_000,
      'the retried job',
    );
    expect(done).toMatchObject({ status: 'evaluated', evaluationRuns: 1, failureReason: null });
    reportFigure(
      'graceful shutdown (job outlasting the timeout)',
      `exited ${(shutdownMs / 1000).toFixed(1)} s after SIGTERM (timeout ${timeoutMs / 1000} s); ` +
        `the job was released for retry and completed once by the next process; ` +
        `a 40 s request was cut at the deadline`,
    );
  });
});
