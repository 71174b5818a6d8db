import { describe, expect, it } from 'vitest';
import type { CourseListResponse, CourseResponse } from '@markwise/contract';
import { courses, journeys, subjects } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { tokenOf } from './support/auth-helpers.js';
import {
  createSchool,
  attemptExam,
  createCatalogue,
  createCourse,
  createJourney,
  createLevel,
  createSubject,
  enroll,
  levelsOf,
  plainCourseView,
  postCourseWithPicture,
} from './support/catalogue-factories.js';
import { createInstitution, createUser } from './support/factories.js';
import { messageOf, errorBody } from './support/request-checks.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { countQueries } from './support/sql-capture.js';

describe(`courses on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const school = () => createSchool(t);
  const getCourse = (token: string, id: string) => t.as(token).get(`/api/exams/${id}`);

  describe('GET /api/exams/admin-exams', () => {
    it("lists the caller's institution's courses newest first, with computed counts", async () => {
      const { institutionId, adminToken } = await school();
      const older = await createCourse(t.database, {
        institutionId,
        title: 'Class 9 Maths',
        description: 'Algebra',
        imageUrls: ['/demo/courses/maths.svg'],
        availabilityStatus: 'live',
        isPremium: true,
        board: 'CBSE',
        difficultyLevel: 'Advanced',
        createdAt: new Date('2020-01-01T00:00:00Z'),
      });
      const newer = await createCourse(t.database, {
        institutionId,
        title: 'Class 10 Hindi',
        createdAt: new Date(Date.now() + 60_000),
      });
      for (let i = 0; i < 3; i++) {
        const student = await createUser(t.database, { institutionId });
        await enroll(t.database, { courseId: older.id, userId: student.id });
      }
      await createSubject(t.database, { institutionId, courseId: older.id });
      await createSubject(t.database, { institutionId, courseId: older.id, isActive: false });
      await createCatalogue(t.database); // another institution's course must not appear

      const response = await t.as(adminToken).get('/api/exams/admin-exams').expect(200);
      const { data } = response.body as CourseListResponse;
      // The catalogue's own course (one subject) sits between the two.
      expect(data).toHaveLength(3);
      expect(data[0]).toEqual(
        plainCourseView({
          _id: newer.id,
          title: 'Class 10 Hindi',
          createdAt: newer.createdAt.toISOString(),
        }),
      );
      expect(data[1]).toMatchObject({ enrolledCount: 0, subjectsCount: 1 });
      expect(data[2]).toEqual({
        _id: older.id,
        title: 'Class 9 Maths',
        description: 'Algebra',
        imageUrls: ['/demo/courses/maths.svg'],
        availablity_status: 'live',
        isPremium: true,
        board: 'CBSE',
        enrolledCount: 3,
        subjectsCount: 2,
        difficultyLevel: 'Advanced',
        createdAt: '2020-01-01T00:00:00.000Z',
      });
    });

    it('sends as many queries for many courses as for one (no N+1)', async () => {
      const { institutionId, adminToken } = await school();
      const fetch = () => t.as(adminToken).get('/api/exams/admin-exams').expect(200);
      const forOne = await countQueries(t.database, fetch);
      for (let i = 0; i < 4; i++) {
        const course = await createCourse(t.database, { institutionId });
        await createSubject(t.database, { institutionId, courseId: course.id });
        const student = await createUser(t.database, { institutionId });
        await enroll(t.database, { courseId: course.id, userId: student.id });
      }
      expect(await countQueries(t.database, fetch)).toBe(forOne);
    });

    it('answers an empty list for an institution without courses', async () => {
      const institution = await createInstitution(t.database);
      const admin = await createUser(t.database, { institutionId: institution.id, role: 'ADMIN' });
      const response = await t
        .as(await tokenOf(t, admin))
        .get('/api/exams/admin-exams')
        .expect(200);
      expect(response.body).toEqual({ data: [] });
    });

    it('needs a token, the admin role and no unknown parameters', async () => {
      const { adminToken, studentToken } = await school();
      await t.request().get('/api/exams/admin-exams').expect(401);
      await t.as(studentToken).get('/api/exams/admin-exams').expect(403);
      const unknown = await t.as(adminToken).get('/api/exams/admin-exams?sort=title').expect(400);
      expect(messageOf(unknown.body)).toMatch(/sort/);
    });
  });

  describe('GET /api/exams/:examId', () => {
    it('returns one course of the institution with its counts', async () => {
      const { adminToken, course } = await school();
      const response = await getCourse(adminToken, course.id).expect(200);
      expect((response.body as CourseResponse).data).toMatchObject({
        _id: course.id,
        title: course.title,
        subjectsCount: 1,
        enrolledCount: 0,
      });
    });

    it("is 404 for another institution's course or an unknown id, 400 for a malformed id", async () => {
      const { adminToken } = await school();
      const other = await school();
      await getCourse(adminToken, other.course.id).expect(404);
      const unknown = await getCourse(adminToken, crypto.randomUUID()).expect(404);
      expect(unknown.body).toEqual(errorBody(404, 'Course not found'));
      const malformed = await getCourse(adminToken, 'not-a-uuid').expect(400);
      expect(messageOf(malformed.body)).toMatch(/examId/);
    });

    it('is 401 without a token and 403 for a student', async () => {
      const { course, studentToken } = await school();
      await t.request().get(`/api/exams/${course.id}`).expect(401);
      await getCourse(studentToken, course.id).expect(403);
    });
  });

  describe('DELETE /api/exams/:examId', () => {
    const remove = (token: string, id: string) => t.as(token).delete(`/api/exams/${id}`);

    it('deletes the course with its subjects, journeys, levels and images', async () => {
      const { adminToken } = await school();
      const course = await postCourseWithPicture(t, adminToken, 'Short-lived');
      const { subject, journey } = await createCatalogueUnder(course._id);
      await remove(adminToken, course._id).expect(204);
      await getCourse(adminToken, course._id).expect(404);
      await t.request().get(course.imageUrls[0]!).expect(404);
      expect(await t.database.db.select().from(subjects).where(eq(subjects.id, subject))).toEqual(
        [],
      );
      expect(await levelsOf(t.database, journey)).toEqual([]);
    });

    it('refuses with 409 when students attempted a level, deleting nothing', async () => {
      const { adminToken, institutionId, student, course, subject, journey, exam, paper } =
        await school();
      await attemptExam(t.database, { institutionId, student, exam, paper });
      const response = await remove(adminToken, course.id).expect(409);
      expect(response.body).toEqual(
        errorBody(409, 'This course cannot be deleted because students have attempted its levels'),
      );
      await getCourse(adminToken, course.id).expect(200);
      expect(
        await t.database.db.select().from(subjects).where(eq(subjects.id, subject.id)),
      ).toHaveLength(1);
      expect(
        await t.database.db.select().from(journeys).where(eq(journeys.id, journey.id)),
      ).toHaveLength(1);
      expect(await levelsOf(t.database, journey.id)).toHaveLength(2);
    });

    it("is 404 for another institution's course or an unknown id, 400 for a malformed id", async () => {
      const { adminToken } = await school();
      const other = await school();
      await remove(adminToken, other.course.id).expect(404);
      await getCourse(other.adminToken, other.course.id).expect(200);
      await remove(adminToken, crypto.randomUUID()).expect(404);
      const malformed = await remove(adminToken, '12345').expect(400);
      expect(messageOf(malformed.body)).toMatch(/examId/);
    });

    it('is 401 without a token and 403 for a student', async () => {
      const { course, studentToken, adminToken } = await school();
      await t.request().delete(`/api/exams/${course.id}`).expect(401);
      await remove(studentToken, course.id).expect(403);
      await getCourse(adminToken, course.id).expect(200);
    });
  });

  /** A subject, journey and level under a course created through the API. */
  async function createCatalogueUnder(courseId: string) {
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, courseId));
    const institutionId = row!.institutionId;
    const subject = await createSubject(t.database, { institutionId, courseId });
    const journey = await createJourney(t.database, { institutionId, subjectId: subject.id });
    await createLevel(t.database, { journeyId: journey.id, order: 1 });
    return { subject: subject.id, journey: journey.id };
  }
});
