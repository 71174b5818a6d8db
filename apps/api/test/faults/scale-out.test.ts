import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptRoutes,
  pathTo,
  privacyRoutes,
  type AttemptSessionResponse,
  type ProfileResponse,
  type StudentErasureResponse,
} from '@markwise/contract';
import { answers, practiceSessions } from '@markwise/db';
import { and, eq } from 'drizzle-orm';
import { EVALUATION_JOB, jobKey } from '../../src/modules/evaluation/queue/queue-options.js';
import { LOGIN_LIMITS } from '../../src/modules/auth/login-throttle.service.js';
import { attemptUrl, handwritingPng } from '../support/attempt-factories.js';
import { createMarkedExamSchool } from '../support/evaluation-factories.js';
import { TEST_PASSWORD } from '../support/factories.js';
import { reportFigure } from '../support/figures.js';
import { tinyPng } from '../support/images.js';
import { PGBOUNCER_AVAILABLE, startPgBouncer, type Bouncer } from '../support/pgbouncer.js';
import { startS3Server } from '../support/storage-drivers.js';
import { sleep, startAppProcess, type AppProcess } from './support/api-process.js';
import { loginAs } from './support/http.js';
import { createServerDatabase, queryRows, SERVER_URL } from './support/server-database.js';

/** A killed worker's job is retried this long after its last heartbeat (60 s by default). */
const EXPIRE_SECONDS = 10;

const TOPOLOGIES = [
  { name: 'directly', bouncer: false },
  // Where Debian's pgbouncer is installed (CI installs it).
  ...(PGBOUNCER_AVAILABLE
    ? [{ name: 'through PgBouncer in transaction mode', bouncer: true }]
    : []),
];

/**
 * A deployment at scale: two API replicas and two workers, each with its own data folder, on one
 * PostgreSQL (directly, and through PgBouncer in transaction mode with prepared statements off
 * and the queue on a direct connection) and one S3-compatible store (s3rver on 127.0.0.1). What one
 * process stores the others serve, read and erase; login limits hold across replicas; a worker
 * killed mid-evaluation leaves its job to the other. PostgreSQL only (the processes share it).
 */
describe.skipIf(!SERVER_URL).each(TOPOLOGIES)(
  'two replicas and two workers on PostgreSQL ($name) and S3',
  ({ bouncer: throughBouncer }) => {
    let db: Awaited<ReturnType<typeof createServerDatabase>>;
    let s3: Awaited<ReturnType<typeof startS3Server>>;
    let bouncer: Bouncer | undefined;
    let env: Record<string, string>;
    const processes: AppProcess[] = [];
    let a: AppProcess;
    let b: AppProcess;
    const workers: AppProcess[] = [];

    beforeAll(async () => {
      db = await createServerDatabase();
      s3 = await startS3Server();
      if (throughBouncer) bouncer = await startPgBouncer(db.url);
      env = {
        ...(bouncer
          ? {
              DATABASE_URL: bouncer.url(db.url),
              DATABASE_PREPARED_STATEMENTS: 'false',
              DATABASE_DIRECT_URL: db.url,
            }
          : { DATABASE_URL: db.url }),
        // One key for every replica, or a token from A is refused by B.
        JWT_SECRET: randomBytes(32).toString('hex'),
        // Behind a balancer: each guess below comes from its own address, so only the account limits.
        TRUST_PROXY_HOPS: '1',
        EVALUATION_WORKERS: 'external',
        EVALUATION_JOB_EXPIRE_SECONDS: String(EXPIRE_SECONDS),
        ...s3.env,
      };
      // One at a time: two replicas migrating an empty database together is another test's subject.
      a = await startAppProcess({ entry: 'main', env, waitReady: true });
      b = await startAppProcess({ entry: 'main', env, waitReady: true });
      processes.push(a, b);
      for (let index = 0; index < 2; index += 1) await startWorker();
    });

    async function startWorker() {
      const worker = await startAppProcess({ entry: 'worker', env });
      processes.push(worker);
      workers.push(worker);
      return worker;
    }

    afterAll(async () => {
      for (const process of processes) {
        await process.stop('SIGTERM');
        process.cleanup();
      }
      await s3?.close();
      await bouncer?.stop();
      await db?.drop();
    });

    const send = (
      server: AppProcess,
      path: string,
      init: { method: string; token: string; body?: FormData | object },
    ) =>
      fetch(`${server.baseUrl}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${init.token}`,
          ...(init.body && !(init.body instanceof FormData)
            ? { 'content-type': 'application/json' }
            : {}),
        },
        body:
          init.body instanceof FormData || init.body === undefined
            ? init.body
            : JSON.stringify(init.body),
      });

    const image = (field: string, bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
      return form;
    };

    it('serves on B what A stored, evaluates on the worker, and erases through B', async () => {
      const { exam, student, admin } = await createMarkedExamSchool(db.database);
      const token = await loginAs(a.baseUrl, student.email, TEST_PASSWORD);
      const adminToken = await loginAs(b.baseUrl, admin.email, TEST_PASSWORD);

      // An avatar uploaded through A is served by B, byte for byte.
      const profile = await send(a, '/api/auth/profile', {
        method: 'PATCH',
        token,
        body: image('avatar', tinyPng(), 'me.png'),
      });
      expect(profile.status).toBe(200);
      const avatarUrl = ((await profile.json()) as ProfileResponse).data.photoUrl!;
      const fromA = await fetch(`${a.baseUrl}${avatarUrl}`);
      const fromB = await fetch(`${b.baseUrl}${avatarUrl}`);
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(
        Buffer.from(await fromA.arrayBuffer()),
      );

      // A photographed answer sent to A is read by the worker, which has neither replica's disk.
      const started = await send(a, attemptUrl(attemptRoutes.collection), {
        method: 'POST',
        token,
        body: { levelId: exam.level.id },
      });
      expect(started.status).toBe(201);
      const sessionId = ((await started.json()) as AttemptSessionResponse).data._id;
      const questionId = exam.questions[0]!.id;
      const photo = await send(
        a,
        attemptUrl(attemptRoutes.answerImages, { sessionId, questionId }),
        {
          method: 'POST',
          token,
          body: image('images', handwritingPng(), 'page-1.png'),
        },
      );
      expect(photo.status).toBe(201);
      const submitted = await send(a, attemptUrl(attemptRoutes.submit, { sessionId }), {
        method: 'POST',
        token,
      });
      expect(submitted.status).toBeLessThan(300);
      const session = await waitForEvaluation(sessionId);
      // Marked, or waiting for a teacher when OCR was unsure: either way the page was read.
      expect(['evaluated', 'in_review']).toContain(session?.status);
      expect(session?.failureReason).toBeNull();
      const [answer] = await db.database.db
        .select()
        .from(answers)
        .where(and(eq(answers.sessionId, sessionId), eq(answers.questionId, questionId)));
      expect(answer?.transcription?.length).toBeGreaterThan(0);
      const stored = await s3.keys();
      expect(stored.filter((key) => key.startsWith(`answers/${sessionId}/`))).toHaveLength(1);

      // Erased through B: the bucket no longer holds them, and A no longer serves the avatar.
      const erased = await send(b, `/api${pathTo(privacyRoutes.erase, { id: student.id })}`, {
        method: 'DELETE',
        token: adminToken,
      });
      expect(erased.status).toBe(200);
      const receipt = ((await erased.json()) as StudentErasureResponse).data;
      expect(receipt.files).toEqual({ removed: 2, failed: 0 });
      const left = await s3.keys();
      expect(left.filter((key) => key.startsWith(`answers/${sessionId}/`))).toEqual([]);
      expect(left).not.toContain(avatarUrl.replace('/api/uploads/', ''));
      expect((await fetch(`${a.baseUrl}${avatarUrl}`)).status).toBe(404);
    });

    it("gives a SIGKILLed worker's job to the other within 2 minutes, and evaluates it once", async () => {
      const { exam, student } = await createMarkedExamSchool(db.database);
      const token = await loginAs(b.baseUrl, student.email, TEST_PASSWORD);
      const [doomed, other] = workers.slice(-2) as [AppProcess, AppProcess];
      // Only the doomed worker may take the job: the other is paused until the kill.
      other.child.kill('SIGSTOP');
      try {
        const started = await send(b, attemptUrl(attemptRoutes.collection), {
          method: 'POST',
          token,
          body: { levelId: exam.level.id },
        });
        expect(started.status).toBe(201);
        const sessionId = ((await started.json()) as AttemptSessionResponse).data._id;
        // Four photographed pages per question: long enough to be killed in the middle of.
        for (const question of exam.questions) {
          const form = new FormData();
          for (let page = 1; page <= 4; page += 1) {
            form.append(
              'images',
              new Blob([new Uint8Array(handwritingPng())], { type: 'image/png' }),
              `page-${page}.png`,
            );
          }
          const path = attemptUrl(attemptRoutes.answerImages, {
            sessionId,
            questionId: question.id,
          });
          expect((await send(b, path, { method: 'POST', token, body: form })).status).toBe(201);
        }
        const submitted = await send(a, attemptUrl(attemptRoutes.submit, { sessionId }), {
          method: 'POST',
          token,
        });
        expect(submitted.status).toBeLessThan(300);
        const job = () =>
          queryRows<{ state: string; retry_count: number }>(
            db.url,
            'select state::text as state, retry_count from pgboss.job where name = $1 and singleton_key = $2',
            [EVALUATION_JOB, jobKey({ sessionId, run: 1 })],
          );
        const status = async () =>
          (
            await db.database.db
              .select({ status: practiceSessions.status })
              .from(practiceSessions)
              .where(eq(practiceSessions.id, sessionId))
          )[0]?.status;
        // Killed in the middle: the doomed worker fetched the job and claimed the attempt.
        const deadline = Date.now() + 60_000;
        while (Date.now() < deadline) {
          if ((await job())[0]?.state === 'active' && (await status()) === 'evaluating') break;
          await sleep(50);
        }
        await doomed.stop('SIGKILL');
        const killedAt = Date.now();
        other.child.kill('SIGCONT');
        expect(await status()).toBe('evaluating');

        const session = await waitForEvaluation(sessionId);
        const seconds = (Date.now() - killedAt) / 1000;
        expect(['evaluated', 'in_review']).toContain(session?.status);
        expect(seconds).toBeLessThan(120);
        expect(session).toMatchObject({ evaluationRuns: 1, failureReason: null });
        const jobs = await job();
        expect(jobs).toHaveLength(1);
        expect(jobs[0]).toMatchObject({ state: 'completed' });
        expect(jobs[0]!.retry_count).toBeGreaterThanOrEqual(1);
        reportFigure(
          `SIGKILLed worker with 12 photographed pages, ${throughBouncer ? 'through PgBouncer' : 'direct'} (EVALUATION_JOB_EXPIRE_SECONDS=${EXPIRE_SECONDS})`,
          `evaluated once by the other worker ${seconds.toFixed(0)} s after the kill`,
        );
      } finally {
        other.child.kill('SIGCONT');
      }
    });

    // Last: the burst also spends this address's allowance, which the tests above log in on.
    it('limits 50 parallel wrong logins spread over both replicas as one allowance', async () => {
      const { student } = await createMarkedExamSchool(db.database);
      const statuses = await Promise.all(
        Array.from({ length: 50 }, async (_, guess) => {
          const response = await fetch(`${(guess % 2 === 0 ? a : b).baseUrl}/api/auth/login`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              // One address per guess: the shared per-address count (and the earlier tests' logins
              // from 127.0.0.1) must not refuse a guess the account still allows.
              'x-forwarded-for': `198.51.100.${guess + 1}`,
            },
            body: JSON.stringify({ email: student.email, password: `guess-${guess}` }),
          });
          return response.status;
        }),
      );
      // Per-process counters would let each replica pass its own allowance.
      expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perAccount);
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        50 - LOGIN_LIMITS.perAccount,
      );
    });

    async function waitForEvaluation(sessionId: string) {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const [row] = await db.database.db
          .select()
          .from(practiceSessions)
          .where(eq(practiceSessions.id, sessionId));
        if (row && ['evaluated', 'failed', 'in_review'].includes(row.status)) return row;
        if (Date.now() > deadline) return row;
        await sleep(500);
      }
    }
  },
);
