import { describe, expect, it } from 'vitest';
import type {
  CreateSubjectRequest,
  SubjectListResponse,
  SubjectResponse,
  SubjectStatusRequest,
  UpdateSubjectRequest,
} from '@markwise/contract';
import { journeys, subjects } from '@markwise/db';
import { eq } from 'drizzle-orm';
import {
  createSchool,
  attemptExam,
  createCourse,
  createJourney,
  createLevel,
  createSubject,
  levelsOf,
} from './support/catalogue-factories.js';
import { expectEachRefusedNaming, messageOf, errorBody } from './support/request-checks.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { countQueries } from './support/sql-capture.js';

describe(`subjects on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const school = () => createSchool(t);
  const list = (token: string, query: string) => t.as(token).get(`/api/subjects${query}`);
  const subjectsOf = async (token: string, examId: string) =>
    ((await list(token, `?examId=${examId}`).expect(200)).body as SubjectListResponse).data;
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(subjects).where(eq(subjects.id, id)))[0];

  describe('GET /api/subjects?examId=', () => {
    it("lists a course's subjects in the order added, with their topic counts", async () => {
      const { institutionId, adminToken, course, subject } = await school();
      // The catalogue's subject has one topic and one exam level; add a second journey.
      const second = await createJourney(t.database, { institutionId, subjectId: subject.id });
      await createLevel(t.database, { journeyId: second.id, order: 1, type: 'topic' });
      await createLevel(t.database, { journeyId: second.id, order: 2, type: 'topic' });
      const later = await createSubject(t.database, {
        institutionId,
        courseId: course.id,
        title: 'Chemistry',
        isActive: false,
      });
      const elsewhere = await createCourse(t.database, { institutionId });
      await createSubject(t.database, { institutionId, courseId: elsewhere.id });

      const data = await subjectsOf(adminToken, course.id);
      expect(data).toEqual([
        {
          _id: subject.id,
          examId: course.id,
          title: subject.title,
          description: null,
          is_active: true,
          createdAt: subject.createdAt.toISOString(),
          updatedAt: subject.updatedAt.toISOString(),
          topicCount: 3,
          topic_count: '3',
        },
        {
          _id: later.id,
          examId: course.id,
          title: 'Chemistry',
          description: null,
          is_active: false,
          createdAt: later.createdAt.toISOString(),
          updatedAt: later.updatedAt.toISOString(),
          topicCount: 0,
          topic_count: '0',
        },
      ]);
    });

    it('sends as many queries for many subjects as for one (no N+1)', async () => {
      const { institutionId, adminToken, course } = await school();
      const fetch = () => list(adminToken, `?examId=${course.id}`).expect(200);
      const forOne = await countQueries(t.database, fetch);
      for (let i = 0; i < 4; i++) {
        const subject = await createSubject(t.database, { institutionId, courseId: course.id });
        const journey = await createJourney(t.database, { institutionId, subjectId: subject.id });
        await createLevel(t.database, { journeyId: journey.id, order: 1 });
      }
      expect(await countQueries(t.database, fetch)).toBe(forOne);
    });

    it("is 404 for another institution's course or an unknown one", async () => {
      const { adminToken } = await school();
      const other = await school();
      const response = await list(adminToken, `?examId=${other.course.id}`).expect(404);
      expect(response.body).toEqual(errorBody(404, 'Course not found'));
      await list(adminToken, `?examId=${crypto.randomUUID()}`).expect(404);
    });

    it('is 400 naming the parameter when examId is missing, malformed or joined by another', async () => {
      const { adminToken, course } = await school();
      expect(messageOf((await list(adminToken, '').expect(400)).body)).toMatch(/examId/);
      expect(messageOf((await list(adminToken, '?examId=12').expect(400)).body)).toMatch(/examId/);
      const extra = await list(adminToken, `?examId=${course.id}&page=2`).expect(400);
      expect(messageOf(extra.body)).toMatch(/page/);
    });

    it('is 401 without a token and 403 for a student', async () => {
      const { course, studentToken } = await school();
      await t.request().get(`/api/subjects?examId=${course.id}`).expect(401);
      await list(studentToken, `?examId=${course.id}`).expect(403);
    });
  });

  describe('POST /api/subjects', () => {
    const create = (token: string, body: unknown) =>
      t
        .as(token)
        .post('/api/subjects')
        .send(body as object);

    it('adds a subject to a course', async () => {
      const { adminToken, course } = await school();
      const body: CreateSubjectRequest = {
        examId: course.id,
        title: ' Biology ',
        description: 'Life processes',
      };
      const response = await create(adminToken, body).expect(201);
      const created = (response.body as SubjectResponse).data;
      expect(created).toEqual({
        _id: expect.any(String),
        examId: course.id,
        title: 'Biology',
        description: 'Life processes',
        is_active: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        topicCount: 0,
        topic_count: '0',
      });
      expect((await subjectsOf(adminToken, course.id)).map((s) => s._id)).toContain(created._id);
      const inactive = await create(adminToken, {
        examId: course.id,
        title: 'Later',
        is_active: false,
      } satisfies CreateSubjectRequest).expect(201);
      expect((inactive.body as SubjectResponse).data.is_active).toBe(false);
    });

    it("is 404 for another institution's course, creating nothing", async () => {
      const { adminToken } = await school();
      const other = await school();
      await create(adminToken, { examId: other.course.id, title: 'Intruder' }).expect(404);
      expect(await subjectsOf(other.adminToken, other.course.id)).toHaveLength(1);
    });

    it('refuses bad fields with 400 naming the field', async () => {
      const { adminToken, course } = await school();
      const cases: [Record<string, unknown>, string][] = [
        [{ title: 'No course' }, 'examId'],
        [{ examId: 'x', title: 'Bad id' }, 'examId'],
        [{ examId: course.id }, 'title'],
        [{ examId: course.id, title: 't'.repeat(201) }, 'title'],
        [{ examId: course.id, title: 'Ok', description: 'd'.repeat(5001) }, 'description'],
        [{ examId: course.id, title: 'Ok', is_active: 'yes' }, 'is_active'],
        [{ examId: course.id, title: 'Ok', topicCount: 3 }, 'topicCount'],
      ];
      await expectEachRefusedNaming(cases, (body) => create(adminToken, body));
      expect(await subjectsOf(adminToken, course.id)).toHaveLength(1);
    });

    it('is 401 without a token and 403 for a student', async () => {
      const { course, studentToken } = await school();
      const body: CreateSubjectRequest = { examId: course.id, title: 'Nope' };
      await t.request().post('/api/subjects').send(body).expect(401);
      await create(studentToken, body).expect(403);
    });
  });

  describe('PATCH /api/subjects/:subjectId', () => {
    const patch = (token: string, id: string, body: unknown) =>
      t
        .as(token)
        .patch(`/api/subjects/${id}`)
        .send(body as object);

    it('changes only the fields sent', async () => {
      const { adminToken, subject } = await school();
      const body: UpdateSubjectRequest = { title: 'Renamed', description: 'New text' };
      const response = await patch(adminToken, subject.id, body).expect(200);
      expect((response.body as SubjectResponse).data).toMatchObject({
        _id: subject.id,
        title: 'Renamed',
        description: 'New text',
        is_active: true,
        topicCount: 1,
        topic_count: '1',
      });
      const cleared = await patch(adminToken, subject.id, { description: null }).expect(200);
      expect((cleared.body as SubjectResponse).data).toMatchObject({
        title: 'Renamed',
        description: null,
      });
      await patch(adminToken, subject.id, { description: 'Again' }).expect(200);
      const blank = await patch(adminToken, subject.id, { description: '' }).expect(200);
      expect((blank.body as SubjectResponse).data.description).toBeNull();
    });

    it('refuses bad fields, ids and moving to another course with 400 naming the field', async () => {
      const { adminToken, subject, course } = await school();
      const cases: [Record<string, unknown>, string][] = [
        [{ title: '' }, 'title'],
        [{ title: 5 }, 'title'],
        [{ is_active: 'no' }, 'is_active'],
        [{ examId: course.id }, 'examId'],
      ];
      await expectEachRefusedNaming(cases, (body) => patch(adminToken, subject.id, body));
      const malformed = await patch(adminToken, 'nope', { title: 'X' }).expect(400);
      expect(messageOf(malformed.body)).toMatch(/subjectId/);
      expect((await rowOf(subject.id))?.title).toBe(subject.title);
    });

    it("is 404 for another institution's subject or an unknown one, changing nothing", async () => {
      const { adminToken } = await school();
      const other = await school();
      await patch(adminToken, other.subject.id, { title: 'Taken' }).expect(404);
      await patch(adminToken, crypto.randomUUID(), { title: 'Ghost' }).expect(404);
      expect((await rowOf(other.subject.id))?.title).toBe(other.subject.title);
    });

    it('is 401 without a token and 403 for a student', async () => {
      const { subject, studentToken } = await school();
      await t.request().patch(`/api/subjects/${subject.id}`).send({ title: 'X' }).expect(401);
      await patch(studentToken, subject.id, { title: 'X' }).expect(403);
    });
  });

  describe('PATCH /api/subjects/:subjectId/status', () => {
    const setStatus = (token: string, id: string, body: unknown) =>
      t
        .as(token)
        .patch(`/api/subjects/${id}/status`)
        .send(body as object);

    it('deactivates and reactivates a subject', async () => {
      const { adminToken, subject, course } = await school();
      const off: SubjectStatusRequest = { is_active: false };
      const response = await setStatus(adminToken, subject.id, off).expect(200);
      expect((response.body as SubjectResponse).data).toMatchObject({
        _id: subject.id,
        is_active: false,
      });
      expect((await subjectsOf(adminToken, course.id))[0]?.is_active).toBe(false);
      await setStatus(adminToken, subject.id, { is_active: true }).expect(200);
      expect((await rowOf(subject.id))?.isActive).toBe(true);
    });

    it('is 400 naming is_active for a missing or wrong value, or another field', async () => {
      const { adminToken, subject } = await school();
      for (const body of [{}, { is_active: 'false' }, { is_active: true, title: 'x' }]) {
        const response = await setStatus(adminToken, subject.id, body).expect(400);
        expect(messageOf(response.body)).toMatch(/is_active|title/);
      }
      const malformed = await setStatus(adminToken, 'x', { is_active: true }).expect(400);
      expect(messageOf(malformed.body)).toMatch(/subjectId/);
    });

    it("is 404 for another institution's subject, 401 and 403 as usual", async () => {
      const { adminToken, studentToken, subject } = await school();
      const other = await school();
      await setStatus(adminToken, other.subject.id, { is_active: false }).expect(404);
      expect((await rowOf(other.subject.id))?.isActive).toBe(true);
      await setStatus(adminToken, crypto.randomUUID(), { is_active: false }).expect(404);
      await t
        .request()
        .patch(`/api/subjects/${subject.id}/status`)
        .send({ is_active: false })
        .expect(401);
      await setStatus(studentToken, subject.id, { is_active: false }).expect(403);
    });
  });

  describe('DELETE /api/subjects/:subjectId', () => {
    const remove = (token: string, id: string) => t.as(token).delete(`/api/subjects/${id}`);

    it('deletes the subject with its journeys and levels', async () => {
      const { adminToken, subject, journey, course } = await school();
      await remove(adminToken, subject.id).expect(204);
      expect(await rowOf(subject.id)).toBeUndefined();
      expect(
        await t.database.db.select().from(journeys).where(eq(journeys.id, journey.id)),
      ).toEqual([]);
      expect(await levelsOf(t.database, journey.id)).toEqual([]);
      expect(await subjectsOf(adminToken, course.id)).toEqual([]);
    });

    it('refuses with 409 when students attempted a level, deleting nothing', async () => {
      const { adminToken, institutionId, student, subject, journey, exam, paper } = await school();
      await attemptExam(t.database, { institutionId, student, exam, paper });
      const response = await remove(adminToken, subject.id).expect(409);
      expect(response.body).toEqual(
        errorBody(409, 'This subject cannot be deleted because students have attempted its levels'),
      );
      expect(await rowOf(subject.id)).toBeDefined();
      expect(await levelsOf(t.database, journey.id)).toHaveLength(2);
    });

    it("is 404 for another institution's subject or an unknown id, 400 for a malformed id", async () => {
      const { adminToken } = await school();
      const other = await school();
      await remove(adminToken, other.subject.id).expect(404);
      expect(await rowOf(other.subject.id)).toBeDefined();
      await remove(adminToken, crypto.randomUUID()).expect(404);
      const malformed = await remove(adminToken, 'zzz').expect(400);
      expect(messageOf(malformed.body)).toMatch(/subjectId/);
    });

    it('is 401 without a token and 403 for a student', async () => {
      const { subject, studentToken } = await school();
      await t.request().delete(`/api/subjects/${subject.id}`).expect(401);
      await remove(studentToken, subject.id).expect(403);
      expect(await rowOf(subject.id)).toBeDefined();
    });
  });
});
