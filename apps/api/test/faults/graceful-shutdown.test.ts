import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
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
import { sleep, startAppProcess, waitForStatus, type AppProcess } from './support/api-process.js';
import { call, loginAs, type Outcome } from './support/http.js';
import { startLoadBalancer } from './support/load-balancer.js';
import { createServerDatabase, queryRows, SERVER_URL } from './support/server-database.js';

/** Each chat request takes this long: the in-flight request and job are still running at SIGTERM. */
const CALL_MS = 3_000;
const BULK_MARKER = 'shutdown-marker';

/**
 * SIGTERM to the API (`node dist/main.js`, as Docker sends it) while a slow request is in flight
 * and an evaluation job is running: the request is answered, the job completes (or, when it
 * outlasts the shutdown budget, is released for retry and completed once later), and the process
 * exits within SHUTDOWN_TIMEOUT_MS. With SHUTDOWN_DRAIN_DELAY_MS, readiness fails first while
 * requests are still served, so a rolling restart behind a load balancer fails none.
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

  async function startApi(shutdownTimeoutMs: number, env: Record<string, string> = {}) {
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
        ...env,
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

  /** `loops` clients sending GET /auth/profile back to back until `stop()`; every outcome kept. */
  function steadyLoad(baseUrl: string, token: string, loops = 3) {
    const outcomes: Outcome[] = [];
    let running = true;
    const done = Promise.all(
      Array.from({ length: loops }, async () => {
        while (running) {
          const outcome = await call(baseUrl, apiRoutes.auth.profile, { token });
          outcomes.push(outcome);
          // A refused connection fails at once: do not spin on it.
          if (outcome.status !== 200) await sleep(20);
        }
      }),
    );
    return {
      outcomes,
      async stop() {
        running = false;
        await done;
      },
    };
  }

  it('answers readiness 503 at SIGTERM, serves requests through the drain delay, then exits 0', async () => {
    const drainMs = 3_000;
    fake.fallbackBehaviour = 'normal';
    const app = await startApi(15_000, { SHUTDOWN_DRAIN_DELAY_MS: String(drainMs) });
    const { studentToken } = await school(app);
    const load = steadyLoad(app.baseUrl, studentToken);
    await sleep(500);

    const signalledAt = Date.now();
    app.child.kill('SIGTERM');
    const notReadyAt = await waitForStatus(`${app.baseUrl}/api/health/ready`, 503, {
      timeoutMs: 2_000,
      intervalMs: 20,
    });
    const exit = await app.exited;
    await load.stop();

    // Before the delay ends (less a margin for the timers) every request is answered, also those
    // sent after readiness already said 503; after it the listener closes and refusals are expected.
    const drainEnd = signalledAt + drainMs - 250;
    const beforeEnd = load.outcomes.filter((outcome) => outcome.at + outcome.ms < drainEnd);
    const afterNotReady = beforeEnd.filter((outcome) => outcome.at >= notReadyAt);
    expect(beforeEnd.filter((outcome) => outcome.status !== 200)).toEqual([]);
    expect(afterNotReady.length).toBeGreaterThan(10);
    expect(notReadyAt - signalledAt).toBeLessThan(1_000);
    expect(exit, app.output()).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeGreaterThanOrEqual(drainMs);
    expect(exit.at - signalledAt).toBeLessThan(drainMs + 15_000);
    reportFigure(
      'shutdown drain (SHUTDOWN_DRAIN_DELAY_MS)',
      `readiness 503 ${notReadyAt - signalledAt} ms after SIGTERM; ${afterNotReady.length} ` +
        `requests answered 200 after that within the ${drainMs / 1000} s delay; ` +
        `exit 0 at ${((exit.at - signalledAt) / 1000).toFixed(1)} s`,
    );
  });

  it('restarts one of two replicas behind a load balancer under load without a failed request', async () => {
    fake.fallbackBehaviour = 'normal';
    // Replicas share JWT_SECRET (a token from one is valid on the other); the balancer probes
    // readiness every 250 ms, so a drain of 2 s covers several probes.
    const env = {
      SHUTDOWN_DRAIN_DELAY_MS: '2000',
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    const first = await startApi(15_000, env);
    const second = await startApi(15_000, env);
    const balancer = await startLoadBalancer({ probeMs: 250, readyPath: '/api/health/ready' });
    try {
      await balancer.add(first.baseUrl);
      await balancer.add(second.baseUrl);
      const { studentToken } = await school(first);
      const load = steadyLoad(balancer.baseUrl, studentToken, 4);
      await sleep(1_000);

      // As a Deployment's rollout replaces a pod: the old one gets SIGTERM, a new one starts.
      const restartedAt = Date.now();
      first.child.kill('SIGTERM');
      const [exit, replacement] = await Promise.all([first.exited, startApi(15_000, env)]);
      balancer.remove(first.baseUrl);
      await balancer.add(replacement.baseUrl);
      await waitForStatus(`${balancer.baseUrl}/api/health/ready`, 200, { timeoutMs: 10_000 });
      await sleep(1_500);
      await load.stop();
      const restartMs = Date.now() - restartedAt;

      const failed = load.outcomes.filter((outcome) => outcome.status !== 200);
      const duringRestart = load.outcomes.filter((outcome) => outcome.at >= restartedAt);
      expect(exit, first.output()).toMatchObject({ code: 0 });
      expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
      expect(balancer.failures()).toEqual([]);
      expect(duringRestart.length).toBeGreaterThan(50);
      reportFigure(
        'rolling restart behind a load balancer',
        `0 failed of ${load.outcomes.length} requests (${duringRestart.length} during the ` +
          `${(restartMs / 1000).toFixed(1)} s restart of one of two replicas; ` +
          `the balancer retries nothing)`,
      );
    } finally {
      await balancer.close();
    }
  });
});
