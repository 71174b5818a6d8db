import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { attemptRoutes, type ProfileResponse } from '@markwise/contract';
import type {
  PageToRead,
  Transcriber,
} from '../src/modules/evaluation/providers/provider-tokens.js';
import { attemptUrl, handwritingPng, startAttempt } from './support/attempt-factories.js';
import { tokenOf } from './support/auth-helpers.js';
import { createSchool, postCourseWithPicture } from './support/catalogue-factories.js';
import {
  createEvaluationTestApp,
  createMarkedExamSchool,
  MODEL_ANSWERS,
  waitForSession,
} from './support/evaluation-factories.js';
import { tinyPng } from './support/images.js';
import { STORAGE_DRIVERS, useTestAppOnStore } from './support/storage-drivers.js';
import { createTestApp } from './support/test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe.each(STORAGE_DRIVERS)(
  `public images with STORAGE_DRIVER=%s on ${TEST_DATABASE_KIND}`,
  (driver) => {
    const { t, keys } = useTestAppOnStore(driver, (env) => createTestApp(env));

    it('serves an uploaded avatar and course picture from the store, with the static headers', async () => {
      const { adminToken } = await createSchool(t);
      const profile = await t
        .as(adminToken)
        .patch('/api/auth/profile')
        .attach('avatar', tinyPng(), 'me.png')
        .expect(200);
      const avatar = (profile.body as ProfileResponse).data.photoUrl!;
      const course = await postCourseWithPicture(t, adminToken, 'Stored pictures');

      for (const url of [avatar, course.imageUrls[0]!]) {
        const key = url.replace('/api/uploads/', '');
        expect(await keys()).toContain(key);
        const name = key.split('/')[1]!;
        const served = await t.request().get(url).buffer(true).expect(200);
        expect(served.headers).toMatchObject({
          'content-type': 'image/png',
          'cache-control': 'public, max-age=86400',
          'content-disposition': `inline; filename="${name}"`,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          'content-length': String((served.body as Buffer).length),
          etag: expect.any(String),
          'last-modified': expect.any(String),
        });
        expect((served.body as Buffer).subarray(1, 4).toString('latin1')).toBe('PNG');
        // A browser holding it asks again with its validator and is told it still has it.
        await t.request().get(url).set('If-None-Match', served.headers.etag!).expect(304);
        const head = await t.request().head(url).expect(200);
        expect(head.headers['content-length']).toBe(served.headers['content-length']);
      }
      // In a bucket, nothing is written to this machine's disk.
      if (driver === 's3') expect(existsSync(t.config.uploadsDir)).toBe(false);
    });

    it('answers 404 for a name with no object, and for anything that is not a stored name', async () => {
      for (const path of [
        `/api/uploads/avatars/${randomUUID()}.png`,
        `/api/uploads/courses/${randomUUID()}.png`,
        '/api/uploads/avatars/.hidden.png',
        '/api/uploads/avatars/a/b.png',
        '/api/uploads/answers/anything.png',
      ]) {
        await t.request().get(path).expect(404);
      }
    });

    it('removes the replaced avatar from the store', async () => {
      const { adminToken } = await createSchool(t);
      const upload = async () =>
        (
          (await t.as(adminToken).patch('/api/auth/profile').attach('avatar', tinyPng(), 'me.png'))
            .body as ProfileResponse
        ).data.photoUrl!;
      const first = await upload();
      const second = await upload();
      const stored = await keys();
      expect(stored).not.toContain(first.replace('/api/uploads/', ''));
      expect(stored).toContain(second.replace('/api/uploads/', ''));
      await t.request().get(first).expect(404);
    });
  },
);

describe.each(STORAGE_DRIVERS)(
  `answer photos with STORAGE_DRIVER=%s on ${TEST_DATABASE_KIND}`,
  (driver) => {
    const read: { page: string; bytes: Buffer }[] = [];
    // Stands in for OCR (tested on its own in providers-ocr): records the page bytes it was given.
    const transcriber: Transcriber = {
      name: 'fake-ocr',
      transcribe: async (input: PageToRead) => {
        read.push({ page: input.page, bytes: await input.read() });
        return { text: MODEL_ANSWERS[0]!, confidence: 90 };
      },
    };
    const { t, keys } = useTestAppOnStore(driver, (env) =>
      createEvaluationTestApp({ transcriber, env }),
    );

    it('evaluates a photographed answer from the stored page', async () => {
      const { exam, student } = await createMarkedExamSchool(t.database);
      const token = await tokenOf(t, student);
      const session = await startAttempt(t, token, exam.level.id);
      const sessionId = session._id;
      await t
        .as(token)
        .post(
          attemptUrl(attemptRoutes.answerImages, { sessionId, questionId: exam.questions[0]!.id }),
        )
        .attach('images', handwritingPng(), 'page-1.png')
        .expect(201);
      const [key] = (await keys()).filter((stored) => stored.startsWith(`answers/${sessionId}/`));
      expect(key).toBeDefined();
      await t
        .as(token)
        .post(attemptUrl(attemptRoutes.submit, { sessionId }))
        .expect((response) => expect(response.status).toBeLessThan(300));

      const done = await waitForSession(t.database, sessionId);
      expect(done).toMatchObject({ status: 'evaluated', failureReason: null });
      const page = read.find((entry) => entry.page === key);
      expect(page?.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    });
  },
);
