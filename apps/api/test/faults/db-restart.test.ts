import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptRoutes,
  pathTo,
  type AttemptLevelsResponse,
  type AttemptSessionResponse,
  type SaveAnswerRequest,
  type StartAttemptRequest,
} from '@markwise/contract';
import { DEMO_LOGINS } from '@markwise/db/seed';
import { reportFigure } from '../support/figures.js';
import {
  processExists,
  sleep,
  startAppProcess,
  waitForStatus,
  type AppProcess,
} from './support/api-process.js';
import { call, loginAs, startLoad, tally, type Outcome } from './support/http.js';
import {
  startThrowawayPostgres,
  throwawayPostgresUnavailable,
  type ThrowawayPostgres,
} from './support/throwaway-postgres.js';

const unavailable = throwawayPostgresUnavailable();
/** CI installs PostgreSQL (.ci/run): there, a missing server is a failure, not a skip. */
const mustRun = process.env.CI === 'true' || process.env.CI === '1';
if (unavailable && !mustRun) console.warn(`database restart test skipped: ${unavailable}`);

/** How long the database stays away. */
const OUTAGE_MS = 5_000;
/** After readiness is back, every request must succeed (a moment is allowed for the pool). */
const SETTLE_MS = 1_000;

/**
 * The PostgreSQL server dies under load (pg_ctl stop -m immediate, as a crash would) and comes
 * back: the API process stays up, its readiness answers 503 while the database is away, and it
 * recovers without a restart. A server of the test's own: the shared one is never touched.
 */
describe.skipIf(unavailable !== undefined && !mustRun)('a database restart under load', () => {
  let server: ThrowawayPostgres;
  let app: AppProcess;

  beforeAll(async () => {
    if (unavailable) throw new Error(`CI must run the database restart test: ${unavailable}`);
    server = await startThrowawayPostgres();
    app = await startAppProcess({
      entry: 'main',
      env: { DATABASE_URL: server.url, SEED_DEMO_DATA: 'true', DATABASE_POOL_SIZE: '10' },
      waitReady: true,
    });
  });

  afterAll(async () => {
    await app?.stop('SIGKILL');
    app?.cleanup();
    server?.destroy();
  });

  const ready = () => `${app.baseUrl}/api/health/ready`;
  const demo = (role: 'ADMIN' | 'STUDENT') =>
    DEMO_LOGINS.find((login) => login.role === role && login.email.endsWith('greenfield.demo'))!;

  it('keeps the API up, answers 503 on readiness while the database is away, and recovers by itself', async () => {
    const admin = await loginAs(app.baseUrl, demo('ADMIN').email, demo('ADMIN').password);
    const student = await loginAs(app.baseUrl, demo('STUDENT').email, demo('STUDENT').password);
    const pid = app.child.pid!;
    // Reads that each go to the database (the guard loads the caller's session row first).
    const load = startLoad(
      app.baseUrl,
      [
        { path: '/auth/profile', token: student },
        { path: '/attempts/levels', token: student },
        { path: '/students?page=1&limit=10', token: admin },
        { path: '/dashboard/stats', token: admin },
      ],
      6,
    );
    await sleep(3_000);

    const downAt = Date.now();
    server.stopImmediately();
    const stoppedAt = Date.now();
    const probes: { ready: Outcome; live: Outcome; read: Outcome & { retryAfter?: unknown } }[] =
      [];
    while (Date.now() - downAt < OUTAGE_MS) {
      const [readyProbe, liveProbe, readProbe] = await Promise.all([
        call(app.baseUrl, '/health/ready', { timeoutMs: 5_000 }),
        call(app.baseUrl, '/health', { timeoutMs: 5_000 }),
        call(app.baseUrl, '/auth/profile', { token: student, timeoutMs: 5_000 }),
      ]);
      probes.push({ ready: readyProbe, live: liveProbe, read: readProbe });
      await sleep(250);
    }
    const startAt = Date.now();
    server.start();
    const upAt = Date.now();
    const readyAt = await waitForStatus(ready(), 200, {
      timeoutMs: 60_000,
      alive: app.running,
      intervalMs: 50,
    });
    await sleep(SETTLE_MS + 3_000);
    const outcomes = await load.stop();

    // The process never went away: same pid, still running.
    expect(app.running(), app.output()).toBe(true);
    expect(processExists(pid)).toBe(true);

    const before = outcomes.filter((o) => o.at + o.ms < downAt);
    const during = outcomes.filter((o) => o.at >= stoppedAt && o.at + o.ms < upAt);
    const after = outcomes.filter((o) => o.at >= readyAt + SETTLE_MS);
    const firstOk = outcomes
      .filter((o) => o.at >= upAt && o.status === 200)
      .reduce((earliest, o) => Math.min(earliest, o.at + o.ms), Infinity);

    expect(before.length).toBeGreaterThan(0);
    expect(tally(before)).toEqual({ 200: before.length });
    // While it is away: readiness says so, liveness does not, and requests fail fast (no hangs).
    expect(probes.length).toBeGreaterThan(3);
    expect(
      probes.every((probe) => probe.ready.status === 503),
      JSON.stringify(probes),
    ).toBe(true);
    expect(probes.every((probe) => probe.live.status === 200)).toBe(true);
    // Requests are told the truth: 503 with Retry-After (not 500, not a hang).
    expect(during.length).toBeGreaterThan(0);
    expect(tally(during)).toEqual({ 503: during.length });
    expect(probes.every((probe) => probe.read.status === 503 && probe.read.retryAfter)).toBe(true);
    // Back without a restart: every request after recovery succeeds.
    expect(after.length).toBeGreaterThan(0);
    expect(tally(after)).toEqual({ 200: after.length });

    const recovery = (readyAt - upAt) / 1000;
    const firstOkSeconds = (firstOk - upAt) / 1000;
    expect(recovery).toBeLessThan(10);
    reportFigure(
      'db restart recovery (ready again after PostgreSQL accepts connections)',
      `${recovery.toFixed(2)} s; first API request served ${firstOkSeconds.toFixed(2)} s after ` +
        `(PostgreSQL's own crash recovery and start took ${((upAt - startAt) / 1000).toFixed(2)} s); ` +
        `API process never restarted`,
    );
    reportFigure(
      'db restart load',
      `${outcomes.length} requests at 6 connections; before ${JSON.stringify(tally(before))}, ` +
        `during the ${OUTAGE_MS / 1000} s outage ${JSON.stringify(tally(during))} ` +
        `(readiness 503 ×${probes.length}, liveness 200 ×${probes.length}), ` +
        `after ${JSON.stringify(tally(after))}`,
    );
  });

  it('evaluates an attempt submitted after the restart (the queue reconnected too)', async () => {
    const token = await loginAs(app.baseUrl, demo('STUDENT').email, demo('STUDENT').password);
    const levels = await call(app.baseUrl, attemptRoutes.levels, { token });
    expect(levels.status).toBe(200);
    const level = (levels.body as AttemptLevelsResponse).data.levels.find((l) => !l.locked);
    expect(level).toBeDefined();
    const start: StartAttemptRequest = { levelId: level!.levelId };
    const started = await call(app.baseUrl, attemptRoutes.collection, {
      method: 'POST',
      token,
      body: start,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const session = (started.body as AttemptSessionResponse).data;
    const answer: SaveAnswerRequest = { answerText: 'Light is bent when it changes medium.' };
    const saved = await call(
      app.baseUrl,
      pathTo(attemptRoutes.answer, {
        sessionId: session._id,
        questionId: session.questions[0]!._id,
      }),
      { method: 'PUT', token, body: answer },
    );
    expect(saved.status).toBe(200);
    const submitted = await call(
      app.baseUrl,
      pathTo(attemptRoutes.submit, { sessionId: session._id }),
      { method: 'POST', token },
    );
    expect(submitted.status).toBeLessThan(300);

    const deadline = Date.now() + 60_000;
    let status = '';
    while (Date.now() < deadline) {
      const view = await call(app.baseUrl, pathTo(attemptRoutes.item, { sessionId: session._id }), {
        token,
      });
      status = (view.body as AttemptSessionResponse).data.status;
      if (status === 'evaluated' || status === 'in_review' || status === 'failed') break;
      await sleep(250);
    }
    // Marked: evaluated, or waiting for a teacher where the machine was unsure (the blank questions
    // and a one-line answer are); either way the job ran on the reconnected queue.
    expect(['evaluated', 'in_review']).toContain(status);
  });
});
