import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptRoutes,
  AVATAR_MAX_BYTES,
  COURSE_IMAGE_MAX_BYTES,
  COURSE_IMAGE_MAX_COUNT,
  ANSWER_SHEET_PAGES_MAX,
  type AttemptSessionResponse,
  type CourseResponse,
  type ProfileResponse,
  type SavedAnswerResponse,
} from '@markwise/contract';
import sharp from 'sharp';
import type supertest from 'supertest';
import {
  ATTEMPT_TEST_ENV,
  attemptUrl,
  createAttemptSchool,
  createSittableLevel,
  recordEnqueued,
  startAttempt,
} from '../support/attempt-factories.js';
import { tinyPng } from '../support/images.js';
import { reportFigure } from '../support/figures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TEST_DATABASE_KIND } from '../support/test-database.js';
import {
  hasGpsTag,
  neutralisedFiles,
  refusedFiles,
  SCRIPT_PAYLOAD,
} from '../fixtures/hostile-uploads.js';

const ANSWER_MAX_BYTES = 300_000;
const ANSWER_MAX_IMAGES = 3;
const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

type Upload = { bytes: Buffer; name: string; contentType?: string };
type Endpoint = {
  name: string;
  maxBytes: number;
  maxFiles: number;
  send(files: Upload[]): Promise<supertest.Response>;
  /** The URLs at which an accepted upload's files are served. */
  servedUrls(response: supertest.Response): string[];
};

const attach = (request: supertest.Test, field: string, files: Upload[]) =>
  files.reduce(
    (sent, file) =>
      sent.attach(field, file.bytes, {
        filename: file.name,
        contentType: file.contentType ?? 'application/octet-stream',
      }),
    request,
  );

/** Every file under a folder, as paths relative to it. */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) =>
    statSync(join(root, path)).isFile(),
  );
}

describe(`upload hardening on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let endpoints: Endpoint[];
  const refusedCount = { total: 0 };

  beforeAll(async () => {
    t = await createTestApp({
      ...ATTEMPT_TEST_ENV,
      ANSWER_IMAGE_MAX_BYTES: String(ANSWER_MAX_BYTES),
      ANSWER_IMAGES_MAX: String(ANSWER_MAX_IMAGES),
    });
    recordEnqueued(t);
    const school = await createAttemptSchool(t, { marks: [2, 2, 2] });
    const { adminToken, studentToken, student, institutionId } = school;

    endpoints = [
      {
        name: 'avatar (PATCH /auth/profile)',
        maxBytes: AVATAR_MAX_BYTES,
        maxFiles: 1,
        send: (files) => attach(t.as(studentToken).patch('/api/auth/profile'), 'avatar', files),
        servedUrls: (response) => [(response.body as ProfileResponse).data.photoUrl!],
      },
      {
        name: 'course images (POST /exams)',
        maxBytes: COURSE_IMAGE_MAX_BYTES,
        maxFiles: COURSE_IMAGE_MAX_COUNT,
        send: (files) =>
          attach(t.as(adminToken).post('/api/exams').field('title', 'Optics'), 'images', files),
        servedUrls: (response) => (response.body as CourseResponse).data.imageUrls,
      },
      {
        name: 'answer photos (POST /attempts/:id/answers/:q/images)',
        maxBytes: ANSWER_MAX_BYTES,
        maxFiles: ANSWER_MAX_IMAGES,
        async send(files) {
          // A fresh level each time: every accepted upload gets an empty answer to fill.
          const exam = await createSittableLevel(t.database, { institutionId });
          const session = await startAttempt(t, studentToken, exam.level.id);
          const url = attemptUrl(attemptRoutes.answerImages, {
            sessionId: session._id,
            questionId: exam.questions[0]!.id,
          });
          return attach(t.as(studentToken).post(url), 'images', files);
        },
        servedUrls: (response) =>
          (response.body as SavedAnswerResponse).data.images.map((image) => image.url),
      },
      {
        name: 'teacher upload on behalf (POST /attempts/on-behalf)',
        maxBytes: ANSWER_MAX_BYTES,
        maxFiles: ANSWER_SHEET_PAGES_MAX,
        async send(files) {
          const exam = await createSittableLevel(t.database, { institutionId });
          const question = exam.questions[0]!.id;
          const request = t
            .as(adminToken)
            .post(attemptUrl(attemptRoutes.onBehalf))
            .field('studentId', student.id)
            .field('levelId', exam.level.id)
            .field('pages', JSON.stringify(files.map(() => question)));
          return attach(request, 'images', files);
        },
        servedUrls: (response) =>
          (response.body as AttemptSessionResponse).data.answers.flatMap((answer) =>
            answer.images.map((image) => image.url),
          ),
      },
    ];
  });
  afterAll(async () => {
    reportFigure(`upload fixtures refused (${TEST_DATABASE_KIND})`, refusedCount.total);
    await t.close();
  });

  /** Sends one refused upload and checks that nothing was stored anywhere. */
  async function expectRefused(endpoint: Endpoint, files: Upload[], status: number) {
    const before = filesUnder(t.config.uploadsDir).sort();
    const response = await endpoint.send(files);
    expect(response.status, `${endpoint.name}: ${JSON.stringify(response.body)}`).toBe(status);
    expect(filesUnder(t.config.uploadsDir).sort()).toEqual(before);
    refusedCount.total += 1;
    return response;
  }

  describe.each([
    'avatar (PATCH /auth/profile)',
    'course images (POST /exams)',
    'answer photos (POST /attempts/:id/answers/:q/images)',
    'teacher upload on behalf (POST /attempts/on-behalf)',
  ])('%s', (name) => {
    const endpoint = () => endpoints.find((candidate) => candidate.name === name)!;

    it('refuses every hostile file by its content, storing nothing', async () => {
      for (const file of await refusedFiles()) {
        const started = performance.now();
        const rssBefore = process.memoryUsage().rss;
        const response = await expectRefused(endpoint(), [file], 400);
        expect(JSON.stringify(response.body.message), file.label).toMatch(
          /not an image|must be an image|HEIC|megapixels|not a readable image/,
        );
        if (file.label.startsWith('pixel bomb')) {
          expect(response.body.message).toMatch(/more than 50 megapixels/);
          expect(performance.now() - started).toBeLessThan(1000);
          // Decoding it would take 20000 × 20000 × 3 bytes = 1.2 GB.
          expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
        }
      }
    });

    it('refuses a file over the size limit (413) and too many files (400)', async () => {
      const oversize = Buffer.concat([tinyPng(), Buffer.alloc(endpoint().maxBytes)]);
      await expectRefused(endpoint(), [{ bytes: oversize, name: 'big.png' }], 413);
      const many = Array.from({ length: endpoint().maxFiles + 1 }, (_, page) => ({
        bytes: tinyPng(),
        name: `page-${page}.png`,
        contentType: 'image/png',
      }));
      await expectRefused(endpoint(), many, 400);
    });

    it('stores accepted images re-encoded, under generated names, served inertly', async () => {
      for (const file of await neutralisedFiles()) {
        const response = await endpoint().send([file]);
        expect(response.status, `${file.label}: ${JSON.stringify(response.body)}`).toBeLessThan(
          300,
        );
        const [url] = endpoint().servedUrls(response);
        const served = await t.request().get(url!).buffer(true).expect(200);
        const stored = served.body as Buffer;
        const disposition = String(served.headers['content-disposition']);
        const fileName = /filename="([^"]+)"/.exec(disposition)?.[1];
        expect(fileName).toMatch(STORED_NAME);
        expect(disposition).toMatch(/^inline; /);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
        expect(served.headers['content-type']).toMatch(/^image\/(jpeg|png)$/);

        // Only pixels came through: no EXIF, GPS, text chunk, or appended payload.
        const metadata = await sharp(stored).metadata();
        expect(metadata.exif, file.label).toBeUndefined();
        expect(hasGpsTag(metadata.exif)).toBe(false);
        expect(metadata.xmp).toBeUndefined();
        expect(stored.includes(Buffer.from('<script'))).toBe(false);
        expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
        if (metadata.format === 'jpeg') {
          // Turned upright by its EXIF orientation (60×30 taken rotated) before EXIF was dropped.
          expect([metadata.width, metadata.height]).toEqual([30, 60]);
          expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
        }
        // The stored file is exactly what is served, under the generated name, inside UPLOADS_DIR.
        const onDisk = filesUnder(t.config.uploadsDir).filter((path) => path.endsWith(fileName!));
        expect(onDisk).toHaveLength(1);
      }
    });
  });

  it('the fixtures really carry what is removed', async () => {
    const [gps, appended, textChunk] = await neutralisedFiles();
    const metadata = await sharp(gps!.bytes).metadata();
    expect(hasGpsTag(metadata.exif)).toBe(true);
    expect(metadata.orientation).toBe(6);
    expect(appended!.bytes.includes(Buffer.from(SCRIPT_PAYLOAD))).toBe(true);
    expect(textChunk!.bytes.includes(Buffer.from(SCRIPT_PAYLOAD))).toBe(true);
  });

  it('keeps every stored file under UPLOADS_DIR with a generated name, none from a client', () => {
    const stored = filesUnder(t.config.uploadsDir);
    expect(stored.length).toBeGreaterThan(0);
    for (const path of stored) expect(path.split('/').pop()).toMatch(STORED_NAME);
    expect(stored.some((path) => path.includes('passwd'))).toBe(false);
    // UPLOADS_DIR sits under DATA_DIR, outside the built web app the server serves.
    expect(relative(t.config.dataDir, t.config.uploadsDir).startsWith('..')).toBe(false);
    const webDist = resolve(t.config.WEB_DIST_DIR ?? 'apps/web/dist');
    expect(relative(webDist, t.config.uploadsDir).startsWith('..')).toBe(true);
  });

  it('serves nothing outside its folders, whatever the path', async () => {
    const canary = `canary-${randomUUID()}`;
    writeFileSync(join(t.config.dataDir, 'secret.txt'), canary);
    writeFileSync(join(t.config.uploadsDir, 'avatars', '.hidden.png'), canary);
    for (const path of [
      '/api/uploads/avatars/../../secret.txt',
      '/api/uploads/avatars/..%2f..%2fsecret.txt',
      '/api/uploads/avatars/%2e%2e/%2e%2e/secret.txt',
      '/api/uploads/avatars/..%5c..%5csecret.txt',
      '/api/uploads/avatars/.hidden.png',
      '/api/uploads/answers/anything.png',
    ]) {
      const response = await t.request().get(path).buffer(true);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(String(response.text ?? response.body), path).not.toContain(canary);
    }
  });
});
