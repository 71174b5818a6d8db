import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_IMAGE_URL_TTL_SECONDS,
  attemptRoutes,
  type AttemptSessionResponse,
  type ReorderAnswerImagesRequest,
  type SavedAnswerResponse,
} from '@markwise/contract';
import type supertest from 'supertest';
import {
  allStoredFiles,
  attemptUrl,
  createAttemptSchool,
  handwritingPng,
  notImages,
  setDeadline,
  startAttempt,
  storedFiles,
  createAttemptTestApp,
  getAttempt,
} from './support/attempt-factories.js';
import { samePixels } from './support/images.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

const MAX_IMAGES = 3;
const MAX_BYTES = 100_000;

describe(`attempts: photos of handwritten answers on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() =>
    createAttemptTestApp({
      ANSWER_IMAGES_MAX: String(MAX_IMAGES),
      ANSWER_IMAGE_MAX_BYTES: String(MAX_BYTES),
    }),
  );

  const imagesUrl = (sessionId: string, questionId: string) =>
    attemptUrl(attemptRoutes.answerImages, { sessionId, questionId });
  const imageUrl = (sessionId: string, questionId: string, imageId: string) =>
    attemptUrl(attemptRoutes.answerImage, { sessionId, questionId, imageId });
  const orderUrl = (sessionId: string, questionId: string) =>
    attemptUrl(attemptRoutes.answerImageOrder, { sessionId, questionId });

  type Upload = { bytes: Buffer; name: string };
  const upload = (token: string, sessionId: string, questionId: string, files: Upload[]) => {
    let request: supertest.Test = t.as(token).post(imagesUrl(sessionId, questionId));
    for (const file of files) request = request.attach('images', file.bytes, file.name);
    return request;
  };
  const page = (name = 'page.png'): Upload => ({ bytes: handwritingPng(), name });

  async function openAttempt() {
    const school = await createAttemptSchool(t);
    const session = await startAttempt(t, school.studentToken, school.exam.level.id);
    return { ...school, session, question: school.exam.questions[0]! };
  }

  it('stores a photo privately, shows it on reload and serves it through a signed URL', async () => {
    const { studentToken, session, question } = await openAttempt();
    const response = await upload(studentToken, session._id, question.id, [page()]).expect(201);
    const answer = (response.body as SavedAnswerResponse).data;
    expect(answer.images).toHaveLength(1);
    const [image] = answer.images;
    expect(image).toEqual({
      id: expect.any(String),
      url: expect.any(String),
      mimeType: 'image/png',
    });
    expect(storedFiles(t, session._id)).toEqual([`${image!.id}.png`]);

    const reload = await getAttempt(t, studentToken, session._id).expect(200);
    const view = (reload.body as AttemptSessionResponse).data;
    expect(view.answers[0]!.images.map((i) => i.id)).toEqual([image!.id]);

    // No Authorization header: the signature alone opens it, as an <img> needs.
    const url = view.answers[0]!.images[0]!.url;
    expect(url).toMatch(/\?exp=\d+&sig=[\w-]+$/);
    // Read again, the same URL (expiries are rounded): the browser's cached photo serves again.
    const again = (await getAttempt(t, studentToken, session._id).expect(200))
      .body as AttemptSessionResponse;
    expect(again.data.answers[0]!.images[0]!.url).toBe(url);
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(exp - Date.now() / 1000).toBeGreaterThanOrEqual(ANSWER_IMAGE_URL_TTL_SECONDS - 5);
    const served = await t.request().get(url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('private');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await samePixels(served.body as Buffer, handwritingPng())).toBe(true);
    // The public uploads mount does not expose private answers.
    await t.request().get(`/api/uploads/answers/${session._id}/${image!.id}.png`).expect(404);
  });

  it('serves the bytes to the owner and the admin by bearer, 404 to anyone else', async () => {
    const school = await openAttempt();
    const other = await createAttemptSchool(t);
    const added = await upload(school.studentToken, school.session._id, school.question.id, [
      page(),
    ]);
    const id = (added.body as SavedAnswerResponse).data.images[0]!.id;
    const url = imageUrl(school.session._id, school.question.id, id);
    for (const token of [school.studentToken, school.adminToken]) {
      const served = await t.as(token).get(url).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
    }
    for (const token of [school.classmateToken, other.adminToken, other.studentToken]) {
      await t.as(token).get(url).expect(404);
    }
    await t.request().get(url).expect(401);
    await t.as('not.a.token').get(url).expect(401);
    const missing = imageUrl(school.session._id, school.question.id, randomUUID());
    await t.as(school.studentToken).get(missing).expect(404);
  });

  it('refuses a tampered, expired, re-targeted or half signature with 403', async () => {
    const { studentToken, session, question } = await openAttempt();
    const added = await upload(studentToken, session._id, question.id, [page(), page('p2.png')]);
    const [first, second] = (added.body as SavedAnswerResponse).data.images;
    const signed = new URL(first!.url, 'http://host');
    const exp = signed.searchParams.get('exp')!;
    const sig = signed.searchParams.get('sig')!;
    const path = signed.pathname;
    const tampered = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    await t.request().get(`${path}?exp=${exp}&sig=${tampered}`).expect(403);
    await t
      .request()
      .get(`${path}?exp=${Number(exp) + 60}&sig=${sig}`)
      .expect(403);
    const past = Math.floor(Date.now() / 1000) - 10;
    await t.request().get(`${path}?exp=${past}&sig=${sig}`).expect(403);
    const otherPath = imageUrl(session._id, question.id, second!.id);
    await t.request().get(`${otherPath}?exp=${exp}&sig=${sig}`).expect(403);
    await t.request().get(`${path}?sig=${sig}`).expect(403);
    const unknown = await t.request().get(`${path}?exp=${exp}&sig=${sig}&x=1`).expect(400);
    expect(JSON.stringify(unknown.body.message)).toContain('x');
  });

  it('reorders and deletes pages; a deleted page leaves the disk', async () => {
    const { studentToken, session, question } = await openAttempt();
    const added = await upload(studentToken, session._id, question.id, [
      page('a.png'),
      page('b.png'),
      page('c.png'),
    ]).expect(201);
    const ids = (added.body as SavedAnswerResponse).data.images.map((image) => image.id);
    const body: ReorderAnswerImagesRequest = { imageIds: [ids[2]!, ids[0]!, ids[1]!] };
    const reordered = await t
      .as(studentToken)
      .put(orderUrl(session._id, question.id))
      .send(body)
      .expect(200);
    expect((reordered.body as SavedAnswerResponse).data.images.map((i) => i.id)).toEqual(
      body.imageIds,
    );
    const incomplete = await t
      .as(studentToken)
      .put(orderUrl(session._id, question.id))
      .send({ imageIds: [ids[0]] })
      .expect(400);
    expect(incomplete.body.message).toContain('imageIds');

    const removed = await t
      .as(studentToken)
      .delete(imageUrl(session._id, question.id, ids[0]!))
      .expect(200);
    expect((removed.body as SavedAnswerResponse).data.images.map((i) => i.id)).toEqual([
      ids[2],
      ids[1],
    ]);
    expect(storedFiles(t, session._id).sort()).toEqual([`${ids[1]}.png`, `${ids[2]}.png`].sort());
    await t
      .as(studentToken)
      .delete(imageUrl(session._id, question.id, ids[0]!))
      .expect(404);
  });

  it('refuses files that are not images by their content (400 naming the file), storing nothing', async () => {
    const { studentToken, session, question } = await openAttempt();
    const before = allStoredFiles(t);
    const bad: Upload[] = [
      { bytes: notImages.pdf(), name: 'scan.jpg' },
      { bytes: notImages.elf(), name: 'photo.png' },
      { bytes: notImages.pe(), name: 'setup.webp' },
    ];
    for (const file of bad) {
      const response = await upload(studentToken, session._id, question.id, [page(), file]).expect(
        400,
      );
      expect(response.body.message).toContain(`"${file.name}"`);
    }
    expect(allStoredFiles(t)).toEqual(before);
    const view = await getAttempt(t, studentToken, session._id);
    expect((view.body as AttemptSessionResponse).data.answers).toEqual([]);
  });

  it('refuses too many pages (400) and too large a file (413), storing nothing', async () => {
    const { studentToken, session, question } = await openAttempt();
    const tooMany = Array.from({ length: MAX_IMAGES + 1 }, (_, i) => page(`p${i}.png`));
    await upload(studentToken, session._id, question.id, tooMany).expect(400);
    await upload(studentToken, session._id, question.id, [page(), page('2.png')]).expect(201);
    // Two stored; two more would make four of at most three.
    const over = await upload(studentToken, session._id, question.id, [page(), page('4.png')]);
    expect(over.status).toBe(400);
    expect(over.body.message).toContain(`at most ${MAX_IMAGES}`);
    const huge = Buffer.concat([handwritingPng(), Buffer.alloc(MAX_BYTES)]);
    await upload(studentToken, session._id, question.id, [{ bytes: huge, name: 'big.png' }]).expect(
      413,
    );
    expect(storedFiles(t, session._id)).toHaveLength(2);
    await upload(studentToken, session._id, question.id, []).expect(400);
  });

  it('stores nothing after submit or the deadline (409), or for another student (404)', async () => {
    const before = allStoredFiles(t);
    const submitted = await openAttempt();
    await t
      .as(submitted.studentToken)
      .post(attemptUrl(attemptRoutes.submit, { sessionId: submitted.session._id }))
      .expect(200);
    const late = await upload(
      submitted.studentToken,
      submitted.session._id,
      submitted.question.id,
      [page()],
    ).expect(409);
    expect(late.body.message).toBe('This attempt has been submitted');

    const timed = await openAttempt();
    await setDeadline(t.database, timed.session._id, new Date(Date.now() - 1000));
    const overdue = await upload(timed.studentToken, timed.session._id, timed.question.id, [
      page(),
    ]);
    expect(overdue.status).toBe(409);
    expect(overdue.body.message).toBe('Time is up for this attempt');
    await t
      .as(timed.studentToken)
      .delete(imageUrl(timed.session._id, timed.question.id, randomUUID()))
      .expect(409);

    await upload(timed.classmateToken, timed.session._id, timed.question.id, [page()]).expect(404);
    await upload(timed.adminToken, timed.session._id, timed.question.id, [page()]).expect(403);
    await t
      .request()
      .post(imagesUrl(timed.session._id, timed.question.id))
      .attach('images', handwritingPng(), 'p.png')
      .expect(401);
    const notInPaper = await upload(timed.studentToken, timed.session._id, randomUUID(), [page()]);
    expect(notInPaper.status).toBe(404);
    expect(allStoredFiles(t)).toEqual(before);
  });
});
