import { describe, expect, it } from 'vitest';
import type {
  RefreshRequest,
  UpdateStudentInput,
  UpdateStudentStatusRequest,
} from '@markwise/contract';
import { practiceSessions, users } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { login } from './support/auth-helpers.js';
import {
  adminOfNewInstitution,
  createSession,
  createStudent,
  loggedInStudent,
  adminAndStrangers,
  STUDENT_NOT_FOUND,
  listedStudentIds,
} from './support/people-factories.js';
import { createSittablePaper } from './support/paper-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { expectRefusedNaming } from './support/request-checks.js';

describe(`student status, deletion and item routes on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const put = (token: string, id: string, body: UpdateStudentInput | object) =>
    t.as(token).put(`/api/students/${id}`).send(body);
  const setStatus = (token: string, id: string, body: UpdateStudentStatusRequest | object) =>
    t.as(token).patch(`/api/students/${id}/status`).send(body);
  const remove = (token: string, id: string) => t.as(token).delete(`/api/students/${id}`);

  describe('PATCH /api/students/:id/status', () => {
    it('deactivating ends the student’s access and refresh tokens at once', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const {
        student,
        token: studentToken,
        refreshToken,
      } = await loggedInStudent(t, institutionId);
      await t.as(studentToken).get('/api/auth/profile').expect(200);

      const response = await setStatus(token, student.id, { isActive: false }).expect(200);

      expect(response.body).toMatchObject({
        message: 'Student status updated successfully!',
        data: { id: student.id, isActive: false },
      });
      await t.as(studentToken).get('/api/auth/profile').expect(401);
      const refresh: RefreshRequest = { refreshToken };
      await t.request().post('/api/auth/refresh').send(refresh).expect(401);
      await t
        .request()
        .post('/api/auth/login')
        .send({ email: student.email, password: 'Correct-Horse-42' })
        .expect(403);

      await setStatus(token, student.id, { isActive: true }).expect(200);
      const again = await login(t, student.email);
      await t.as(again.token).get('/api/auth/profile').expect(200);
    });

    it.each([
      [{ isActive: 'no' }, 'isActive'],
      [{}, 'isActive'],
      [{ isActive: true, role: 'ADMIN' }, 'role'],
    ])('refuses %j with a 400 naming %s', async (body, field) => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const student = await createStudent(t.database, { institutionId });
      await expectRefusedNaming(setStatus(token, student.id, body), field);
    });
  });

  describe('DELETE /api/students/:id', () => {
    it('deletes the student with their practice sessions (204)', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const student = await createStudent(t.database, { institutionId });
      const { paper, level } = await createSittablePaper(t.database, institutionId);
      await createSession(t.database, {
        institutionId,
        userId: student.id,
        levelId: level.id,
        paperId: paper.id,
        marksAwarded: 5,
        marksAllocated: 10,
      });

      const response = await remove(token, student.id).expect(204);

      expect(response.text).toBe('');
      expect(await listedStudentIds(t, token)).toEqual([]);
      const sessions = await t.database.db
        .select()
        .from(practiceSessions)
        .where(eq(practiceSessions.userId, student.id));
      expect(sessions).toEqual([]);
      await remove(token, student.id).expect(404);
    });
  });

  describe('every item route', () => {
    const routes = [
      ['PUT', (token: string, id: string) => put(token, id, { firstName: 'X' })],
      ['PATCH status', (token: string, id: string) => setStatus(token, id, { isActive: false })],
      ['DELETE', (token: string, id: string) => remove(token, id)],
    ] as const;

    it.each(routes)(
      '%s: 404 for another institution’s student, an admin or no one',
      async (_name, call) => {
        const { token, elsewhere, foreign, strangerIds } = await adminAndStrangers(t);
        for (const id of strangerIds) {
          const response = await call(token, id);
          expect(response.status).toBe(404);
          expect(response.body).toEqual(STUDENT_NOT_FOUND);
        }
        const [row] = await t.database.db.select().from(users).where(eq(users.id, foreign.id));
        expect(row).toMatchObject({ firstName: foreign.firstName, isActive: true });
        expect(await listedStudentIds(t, elsewhere.token)).toEqual([foreign.id]);
      },
    );

    it.each(routes)('%s: 400 naming the id when it is malformed', async (_name, call) => {
      const { token } = await adminOfNewInstitution(t);
      const response = await call(token, 'not-a-uuid').expect(400);
      expect(JSON.stringify(response.body.message)).toContain('id must be a valid id');
    });

    it.each(routes)('%s: 401 without a token, 403 for a student', async (_name, call) => {
      const { institutionId } = await adminOfNewInstitution(t);
      const { student, token } = await loggedInStudent(t, institutionId);
      await call('', student.id).expect(401);
      await call(token, student.id).expect(403);
    });
  });
});
