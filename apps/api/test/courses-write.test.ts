import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CourseResponse, CreateCourseRequest, UpdateCourseRequest } from '@markwise/contract';
import { COURSE_IMAGE_MAX_BYTES } from '@markwise/contract';
import { courses } from '@markwise/db';
import { eq } from 'drizzle-orm';
import {
  createCourse,
  createSchool,
  plainCourseView,
  postCourseWithPicture,
} from './support/catalogue-factories.js';
import { samePixels, tinyPng } from './support/images.js';
import { expectEachRefusedNaming, messageOf } from './support/request-checks.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`course writes on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const school = () => createSchool(t);
  const storedCourseImages = async () =>
    readdir(join(t.config.uploadsDir, 'courses')).catch(() => [] as string[]);
  const getCourse = (token: string, id: string) => t.as(token).get(`/api/exams/${id}`);

  describe('POST /api/exams', () => {
    const post = (token: string) => t.as(token).post('/api/exams');

    it('creates a course from JSON with the defaults', async () => {
      const { adminToken } = await school();
      const body: CreateCourseRequest = { title: '  Class 12 Physics  ' };
      const response = await post(adminToken).send(body).expect(201);
      const created = (response.body as CourseResponse).data;
      expect(created).toEqual(
        plainCourseView({
          _id: expect.any(String),
          title: 'Class 12 Physics',
          createdAt: expect.any(String),
        }),
      );
      expect((await getCourse(adminToken, created._id).expect(200)).body.data).toEqual(created);
    });

    it('creates a course from multipart with images checked by content and served', async () => {
      const { adminToken } = await school();
      const response = await post(adminToken)
        .field('title', 'Class 10 Science')
        .field('description', 'Board preparation')
        .field('availablity_status', 'live')
        .field('isPremium', 'true')
        .field('board', 'ICSE')
        .field('difficultyLevel', 'Intermediate')
        .attach('images', tinyPng(), { filename: 'cover.txt', contentType: 'text/plain' })
        .attach('images', tinyPng(), { filename: 'second.png', contentType: 'image/png' })
        .expect(201);
      const created = (response.body as CourseResponse).data;
      expect(created).toMatchObject({
        title: 'Class 10 Science',
        description: 'Board preparation',
        availablity_status: 'live',
        isPremium: true,
        board: 'ICSE',
        difficultyLevel: 'Intermediate',
      });
      expect(created.imageUrls).toHaveLength(2);
      for (const url of created.imageUrls) {
        expect(url).toMatch(/^\/api\/uploads\/courses\/[\w-]+\.png$/);
        const image = await t.request().get(url).expect(200);
        expect(image.headers['content-type']).toBe('image/png');
        expect(await samePixels(image.body as Buffer, tinyPng())).toBe(true);
      }
    });

    it('refuses a file that is not an image, saving nothing', async () => {
      const { adminToken, institutionId } = await school();
      const before = await storedCourseImages();
      const response = await post(adminToken)
        .field('title', 'Should not exist')
        .attach('images', tinyPng(), { filename: 'ok.png', contentType: 'image/png' })
        .attach('images', Buffer.from('<script>alert(1)</script>'), {
          filename: 'evil.png',
          contentType: 'image/png',
        })
        .expect(400);
      expect(response.body.message).toBe('images must be an image of type JPEG, PNG, WEBP');
      expect(await storedCourseImages()).toEqual(before);
      const rows = await t.database.db
        .select()
        .from(courses)
        .where(eq(courses.institutionId, institutionId));
      expect(rows.map((row) => row.title)).not.toContain('Should not exist');
    });

    it('refuses an image over 2 MB (413) and more than 4 images (400), saving nothing', async () => {
      const { adminToken } = await school();
      const before = await storedCourseImages();
      const huge = Buffer.concat([tinyPng(), Buffer.alloc(COURSE_IMAGE_MAX_BYTES)]);
      const tooLarge = await post(adminToken)
        .field('title', 'Big')
        .attach('images', huge, { filename: 'big.png', contentType: 'image/png' })
        .expect(413);
      expect(tooLarge.body.message).toBe('images is too large');
      let many = post(adminToken).field('title', 'Many');
      for (let i = 0; i < 5; i++) {
        many = many.attach('images', tinyPng(), { filename: `${i}.png`, contentType: 'image/png' });
      }
      const tooMany = await many.expect(400);
      expect(tooMany.body.message).toBe('Unexpected file field - images');
      expect(await storedCourseImages()).toEqual(before);
    });

    it('refuses bad fields with 400 naming the field', async () => {
      const { adminToken } = await school();
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'title'],
        [{ title: '   ' }, 'title'],
        [{ title: 'x'.repeat(201) }, 'title'],
        [{ title: 42 }, 'title'],
        [{ title: 'Ok', availablity_status: 'soon' }, 'availablity_status'],
        [{ title: 'Ok', difficultyLevel: 'Expert' }, 'difficultyLevel'],
        [{ title: 'Ok', board: 'b'.repeat(101) }, 'board'],
        [{ title: 'Ok', isPremium: 'maybe' }, 'isPremium'],
        [{ title: 'Ok', institutionId: crypto.randomUUID() }, 'institutionId'],
      ];
      await expectEachRefusedNaming(cases, (body) => post(adminToken).send(body));
    });

    it('is 401 without a token and 403 for a student', async () => {
      const { studentToken } = await school();
      const body: CreateCourseRequest = { title: 'Nope' };
      await t.request().post('/api/exams').send(body).expect(401);
      await post(studentToken).send(body).expect(403);
    });
  });

  describe('PATCH /api/exams/:examId', () => {
    const patch = (token: string, id: string) => t.as(token).patch(`/api/exams/${id}`);

    it('changes only the fields sent and clears a field sent as null', async () => {
      const { adminToken, institutionId } = await school();
      const course = await createCourse(t.database, {
        institutionId,
        title: 'Before',
        board: 'CBSE',
        description: 'Kept',
      });
      const body: UpdateCourseRequest = { title: 'After', board: null, isPremium: true };
      const response = await patch(adminToken, course.id).send(body).expect(200);
      expect((response.body as CourseResponse).data).toMatchObject({
        _id: course.id,
        title: 'After',
        board: null,
        isPremium: true,
        description: 'Kept',
        availablity_status: 'available',
      });
      // Multipart cannot send null: an empty field clears, and booleans arrive as text.
      const multipart = await patch(adminToken, course.id)
        .field('description', '')
        .field('isPremium', 'false')
        .expect(200);
      expect((multipart.body as CourseResponse).data).toMatchObject({
        title: 'After',
        description: null,
        isPremium: false,
      });
    });

    it('replaces the images and removes the old files', async () => {
      const { adminToken } = await school();
      const before = await postCourseWithPicture(t, adminToken, 'With picture');
      const response = await patch(adminToken, before._id)
        .field('board', 'State Board')
        .attach('images', tinyPng(), { filename: 'b.png', contentType: 'image/png' })
        .expect(200);
      const after = (response.body as CourseResponse).data;
      expect(after.board).toBe('State Board');
      expect(after.imageUrls).toHaveLength(1);
      expect(after.imageUrls[0]).not.toBe(before.imageUrls[0]);
      await t.request().get(after.imageUrls[0]!).expect(200);
      await t.request().get(before.imageUrls[0]!).expect(404);

      const removed = await patch(adminToken, before._id).send({ removeImages: true }).expect(200);
      expect((removed.body as CourseResponse).data.imageUrls).toEqual([]);
      await t.request().get(after.imageUrls[0]!).expect(404);
    });

    it('keeps the old images when a new file is refused', async () => {
      const { adminToken } = await school();
      const before = await postCourseWithPicture(t, adminToken, 'Keeps picture');
      await patch(adminToken, before._id)
        .field('title', 'Changed')
        .attach('images', Buffer.from('plain text'), {
          filename: 'x.png',
          contentType: 'image/png',
        })
        .expect(400);
      expect((await getCourse(adminToken, before._id).expect(200)).body.data).toEqual(before);
      await t.request().get(before.imageUrls[0]!).expect(200);
    });

    it('refuses bad fields with 400 naming the field, changing nothing', async () => {
      const { adminToken, course } = await school();
      const before = (await getCourse(adminToken, course.id).expect(200)).body.data;
      const cases: [Record<string, unknown>, string][] = [
        [{ title: '' }, 'title'],
        [{ availablity_status: 'archived' }, 'availablity_status'],
        [{ difficultyLevel: 'Hard' }, 'difficultyLevel'],
        [{ board: 'b'.repeat(101) }, 'board'],
        [{ enrolledCount: 5 }, 'enrolledCount'],
      ];
      await expectEachRefusedNaming(cases, (body) => patch(adminToken, course.id).send(body));
      const both = await patch(adminToken, course.id)
        .field('removeImages', 'true')
        .attach('images', tinyPng(), { filename: 'a.png', contentType: 'image/png' })
        .expect(400);
      expect(messageOf(both.body)).toMatch(/removeImages/);
      const malformed = await patch(adminToken, 'abc').send({ title: 'X' }).expect(400);
      expect(messageOf(malformed.body)).toMatch(/examId/);
      expect((await getCourse(adminToken, course.id).expect(200)).body.data).toEqual(before);
    });

    it("is 404 for another institution's course or an unknown one, changing nothing", async () => {
      const { adminToken } = await school();
      const other = await school();
      await patch(adminToken, other.course.id).send({ title: 'Taken over' }).expect(404);
      await patch(adminToken, crypto.randomUUID()).send({ title: 'Ghost' }).expect(404);
      const unchanged = await getCourse(other.adminToken, other.course.id).expect(200);
      expect(unchanged.body.data.title).toBe(other.course.title);
    });

    it('is 401 without a token and 403 for a student', async () => {
      const { course, studentToken } = await school();
      await t.request().patch(`/api/exams/${course.id}`).send({ title: 'X' }).expect(401);
      await patch(studentToken, course.id).send({ title: 'X' }).expect(403);
    });
  });
});
