import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, type MockInstance } from 'vitest';
import {
  attemptRoutes,
  type AttemptSessionResponse,
  type OnBehalfLevelsResponse,
  type OnBehalfUploadRequest,
} from '@markwise/contract';
import { answers } from '@markwise/db';
import { eq } from 'drizzle-orm';
import type supertest from 'supertest';
import {
  allStoredFiles,
  ATTEMPT_TEST_ENV,
  attemptUrl,
  createAttemptSchool,
  createSittableLevel,
  handwritingPng,
  notImages,
  recordEnqueued,
  sessionRow,
} from './support/attempt-factories.js';
import { createTestApp } from './support/test-app.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`POST /api/attempts/on-behalf on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createTestApp({ ...ATTEMPT_TEST_ENV, ANSWER_IMAGES_MAX: '2' }));
  let enqueued: MockInstance;
  beforeAll(() => {
    enqueued = recordEnqueued(t);
  });
  afterEach(() => enqueued.mockClear());

  const url = attemptUrl(attemptRoutes.onBehalf);
  type Page = { bytes: Buffer; name: string };
  const sheet = (token: string, fields: OnBehalfUploadRequest, files: Page[]) => {
    let request: supertest.Test = t.as(token).post(url);
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    for (const file of files) request = request.attach('images', file.bytes, file.name);
    return request;
  };
  const page = (name: string): Page => ({ bytes: handwritingPng(), name });

  it("creates the student's session with each page under its question, submitted and queued", async () => {
    const school = await createAttemptSchool(t);
    // Locked for the student: a teacher's upload is allowed all the same.
    const exam = await createSittableLevel(t.database, {
      institutionId: school.institutionId,
      xpRequired: 500,
      marks: [3, 5],
    });
    const [q1, q2] = exam.questions;
    const fields: OnBehalfUploadRequest = {
      studentId: school.student.id,
      levelId: exam.level.id,
      pages: JSON.stringify([q1!.id, q2!.id, q1!.id]),
    };
    const response = await sheet(school.adminToken, fields, [
      page('p1.png'),
      page('p2.png'),
      page('p3.png'),
    ]).expect(201);
    const view = (response.body as AttemptSessionResponse).data;
    expect(view).toMatchObject({ levelId: exam.level.id, status: 'submitted', attemptNumber: 1 });
    expect(view.answers.map((a) => [a.questionId, a.images.length, a.answerText])).toEqual([
      [q1!.id, 2, null],
      [q2!.id, 1, null],
    ]);
    const row = await sessionRow(t.database, view._id);
    expect(row).toMatchObject({
      userId: school.student.id,
      uploadedBy: school.admin.id,
      status: 'submitted',
      marksAllocated: 8,
    });
    expect(enqueued).toHaveBeenCalledWith(view._id);
    const stored = await t.database.db
      .select()
      .from(answers)
      .where(eq(answers.sessionId, view._id));
    expect(stored.map((a) => a.marksAllocated).sort()).toEqual([3, 5]);

    // The student sees it as their own attempt, photos included.
    const own = await t
      .as(school.studentToken)
      .get(attemptUrl(attemptRoutes.item, { sessionId: view._id }))
      .expect(200);
    const image = (own.body as AttemptSessionResponse).data.answers[0]!.images[0]!;
    await t.request().get(image.url).expect(200);
  });

  it("answers 404 for another institution's student or level, or a question not in the paper", async () => {
    const school = await createAttemptSchool(t);
    const other = await createAttemptSchool(t);
    const question = school.exam.questions[0]!.id;
    const before = allStoredFiles(t);
    const cases: [OnBehalfUploadRequest, string][] = [
      [
        { studentId: other.student.id, levelId: school.exam.level.id, pages: `["${question}"]` },
        'Student not found',
      ],
      [
        { studentId: school.admin.id, levelId: school.exam.level.id, pages: `["${question}"]` },
        'Student not found',
      ],
      [
        { studentId: school.student.id, levelId: other.exam.level.id, pages: `["${question}"]` },
        'Exam level not found',
      ],
      [
        {
          studentId: school.student.id,
          levelId: school.exam.level.id,
          pages: `["${other.exam.questions[0]!.id}"]`,
        },
        other.exam.questions[0]!.id,
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await sheet(school.adminToken, fields, [page('p.png')]).expect(404);
      expect(response.body.message).toContain(message);
    }
    expect(allStoredFiles(t)).toEqual(before);
    expect(enqueued).not.toHaveBeenCalled();
  });

  it('refuses bad files, a bad page map and too many pages per answer with 400, storing nothing', async () => {
    const school = await createAttemptSchool(t);
    const question = school.exam.questions[0]!.id;
    const fields = (pages: string): OnBehalfUploadRequest => ({
      studentId: school.student.id,
      levelId: school.exam.level.id,
      pages,
    });
    const before = allStoredFiles(t);
    const pdf = await sheet(school.adminToken, fields(`["${question}","${question}"]`), [
      page('p1.png'),
      { bytes: notImages.pdf(), name: 'sheet.jpg' },
    ]).expect(400);
    expect(pdf.body.message).toContain('"sheet.jpg"');
    const mismatch = await sheet(school.adminToken, fields(`["${question}"]`), [
      page('a.png'),
      page('b.png'),
    ]).expect(400);
    expect(mismatch.body.message).toContain('pages');
    const notJson = await sheet(school.adminToken, fields('q1,q2'), [page('a.png')]).expect(400);
    expect(JSON.stringify(notJson.body.message)).toContain('pages must be a JSON list');
    const crowded = await sheet(
      school.adminToken,
      fields(JSON.stringify([question, question, question])),
      [page('a.png'), page('b.png'), page('c.png')],
    ).expect(400);
    expect(crowded.body.message).toContain('at most 2 pages');
    await sheet(school.adminToken, fields(`["${question}"]`), []).expect(400);
    const badId = await sheet(
      school.adminToken,
      { ...fields(`["${question}"]`), studentId: 'someone' },
      [page('a.png')],
    ).expect(400);
    expect(JSON.stringify(badId.body.message)).toContain('studentId must be a valid id');
    expect(allStoredFiles(t)).toEqual(before);
    expect(enqueued).not.toHaveBeenCalled();
  });

  it('is for admins only (403) and needs a token (401)', async () => {
    const school = await createAttemptSchool(t);
    const fields: OnBehalfUploadRequest = {
      studentId: school.student.id,
      levelId: school.exam.level.id,
      pages: `["${randomUUID()}"]`,
    };
    await sheet(school.studentToken, fields, [page('p.png')]).expect(403);
    await t.request().post(url).field('studentId', school.student.id).expect(401);
  });

  it('lists the exam levels on a paper a sheet may be uploaded for, for admins of the school only', async () => {
    const school = await createAttemptSchool(t);
    const topic = await createSittableLevel(t.database, {
      institutionId: school.institutionId,
      type: 'topic',
    });
    const inactive = await createSittableLevel(t.database, {
      institutionId: school.institutionId,
      subjectActive: false,
    });
    const levelsUrl = attemptUrl(attemptRoutes.onBehalfLevels);
    const response = await t.as(school.adminToken).get(levelsUrl).expect(200);
    const { data } = response.body as OnBehalfLevelsResponse;
    expect(data).toEqual([
      {
        levelId: school.exam.level.id,
        title: school.exam.level.title,
        course: expect.any(String) as string,
        subject: expect.any(String) as string,
        paper: {
          id: school.exam.paper.id,
          title: school.exam.paper.title,
          qpCode: school.exam.paper.qpCode,
        },
      },
    ]);
    const ids = data.map((level) => level.levelId);
    expect(ids).not.toContain(topic.level.id);
    expect(ids).not.toContain(inactive.level.id);

    const other = await createAttemptSchool(t);
    const theirs = await t.as(other.adminToken).get(levelsUrl).expect(200);
    expect(JSON.stringify(theirs.body)).not.toContain(school.exam.level.id);
    await t.as(school.studentToken).get(levelsUrl).expect(403);
    await t.request().get(levelsUrl).expect(401);
  });
});
