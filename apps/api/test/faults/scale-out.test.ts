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
import { attemptUrl, handwritingPng } from '../support/attempt-factories.js';
import { createMarkedExamSchool } from '../support/evaluation-factories.js';
import { TEST_PASSWORD } from '../support/factories.js';
import { tinyPng } from '../support/images.js';
import { startS3Server } from '../support/storage-drivers.js';
import { sleep, startAppProcess, type AppProcess } from './support/api-process.js';
import { loginAs } from './support/http.js';
import { createServerDatabase, SERVER_URL } from './support/server-database.js';

/**
 * Two API replicas and a worker, each with its own data folder, on one PostgreSQL and one
 * S3-compatible store (s3rver on 127.0.0.1): what one process stores, the others serve, read and
 * erase. PostgreSQL only (the processes share the database).
 */
describe.skipIf(!SERVER_URL)('replicas and a worker sharing an S3 store', () => {
  let db: Awaited<ReturnType<typeof createServerDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  const processes: AppProcess[] = [];
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    db = await createServerDatabase();
    s3 = await startS3Server();
    const env = {
      DATABASE_URL: db.url,
      // One key for every replica, or a token from A is refused by B.
      JWT_SECRET: randomBytes(32).toString('hex'),
      EVALUATION_WORKERS: 'external',
      ...s3.env,
    };
    // One at a time: two replicas migrating an empty database together is another test's subject.
    a = await startAppProcess({ entry: 'main', env, waitReady: true });
    b = await startAppProcess({ entry: 'main', env, waitReady: true });
    const worker = await startAppProcess({ entry: 'worker', env });
    processes.push(a, b, worker);
  });

  afterAll(async () => {
    for (const process of processes) {
      await process.stop('SIGTERM');
      process.cleanup();
    }
    await s3?.close();
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
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));

    // A photographed answer sent to A is read by the worker, which has neither replica's disk.
    const started = await send(a, attemptUrl(attemptRoutes.collection), {
      method: 'POST',
      token,
      body: { levelId: exam.level.id },
    });
    expect(started.status).toBe(201);
    const sessionId = ((await started.json()) as AttemptSessionResponse).data._id;
    const questionId = exam.questions[0]!.id;
    const photo = await send(a, attemptUrl(attemptRoutes.answerImages, { sessionId, questionId }), {
      method: 'POST',
      token,
      body: image('images', handwritingPng(), 'page-1.png'),
    });
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
});
