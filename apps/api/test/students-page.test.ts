import { describe, expect, it } from 'vitest';
import type { PasswordResetResponse, StudentDetailResponse } from '@markwise/contract';
import { auditLog } from '@markwise/db';
import { and, eq } from 'drizzle-orm';
import { login, tokenOf } from './support/auth-helpers.js';
import { TEST_PASSWORD } from './support/factories.js';
import { createSittablePaper } from './support/paper-factories.js';
import {
  adminOfNewInstitution,
  createPerson,
  createSession,
  createStudent,
  loggedInStudent,
} from './support/people-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`a student's page on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const detail = (token: string, id: string) => t.as(token).get(`/api/students/${id}`);
  const reset = (token: string, id: string) =>
    t.as(token).post(`/api/students/${id}/password-reset`);

  describe('GET /api/students/:id', () => {
    it('answers the profile and every attempt, newest first, marks only once evaluated', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const { paper, level } = await createSittablePaper(t.database, institutionId);
      const student = await createStudent(t.database, {
        institutionId,
        firstName: 'Asha',
        studentClass: 'Grade 10B',
      });
      const at = { institutionId, userId: student.id, levelId: level.id, paperId: paper.id };
      const evaluated = await createSession(t.database, {
        ...at,
        marksAwarded: 7,
        marksAllocated: 10,
      });
      const open = await createSession(t.database, {
        ...at,
        marksAllocated: 10,
        status: 'in_progress',
      });

      const response = await detail(token, student.id).expect(200);

      const { data } = response.body as StudentDetailResponse;
      expect(data).toMatchObject({
        id: student.id,
        firstName: 'Asha',
        class: 'Grade 10B',
        completedExams: 1,
      });
      expect(data.attempts.map((a) => [a.sessionId, a.status, a.marksAwarded])).toEqual(
        expect.arrayContaining([
          [evaluated.id, 'evaluated', 7],
          [open.id, 'in_progress', null],
        ]),
      );
      expect(data.attempts).toHaveLength(2);
      expect(data.attempts.find((a) => a.sessionId === evaluated.id)).toMatchObject({
        paperTitle: paper.title,
        marksAllocated: 10,
      });
      expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash|tokenVersion/);
    });

    it('answers 404 for another institution’s student and for an admin', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const other = await adminOfNewInstitution(t);
      const student = await createStudent(t.database, { institutionId });
      const admin = await createPerson(t.database, { institutionId, role: 'ADMIN' });

      await detail(other.token, student.id).expect(404);
      await detail(token, admin.id).expect(404);
      await detail(token, 'not-a-uuid').expect(400);
    });
  });

  describe('POST /api/students/:id/password-reset', () => {
    it('gives a one-time password the student logs in with, and ends their sessions', async () => {
      const { institutionId, token, admin } = await adminOfNewInstitution(t);
      const { student, token: oldToken, refreshToken } = await loggedInStudent(t, institutionId);

      const response = await reset(token, student.id).expect(200);

      const body = response.body as PasswordResetResponse;
      expect(body.message).toBe('Password reset successfully!');
      expect(body.temporaryPassword).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
      // Old password, access token and refresh token all stop working.
      await t
        .request()
        .post('/api/auth/login')
        .send({ email: student.email, password: TEST_PASSWORD })
        .expect(401);
      await t.as(oldToken).get('/api/auth/profile').expect(401);
      await t.request().post('/api/auth/refresh').send({ refreshToken }).expect(401);
      const fresh = await login(t, student.email, body.temporaryPassword);
      expect(fresh.token).toEqual(expect.any(String));
      // Each reset is a new password, and the audit log says who reset it.
      const again = (await reset(token, student.id).expect(200)).body as PasswordResetResponse;
      expect(again.temporaryPassword).not.toBe(body.temporaryPassword);
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entityId, student.id), eq(auditLog.action, 'student.password_reset')),
        );
      expect(entries).toHaveLength(2);
      expect(entries[0]).toMatchObject({ actorUserId: admin.id, institutionId });
      expect(JSON.stringify(entries)).not.toContain(body.temporaryPassword);
    });

    it('answers 404 for another institution’s student, who keeps their password', async () => {
      const { institutionId } = await adminOfNewInstitution(t);
      const other = await adminOfNewInstitution(t);
      const student = await createStudent(t.database, { institutionId });

      await reset(other.token, student.id).expect(404);

      expect(await tokenOf(t, student)).toEqual(expect.any(String));
    });

    it('refuses a student (403), even for themselves', async () => {
      const { institutionId } = await adminOfNewInstitution(t);
      const { student, token } = await loggedInStudent(t, institutionId);
      await reset(token, student.id).expect(403);
    });
  });
});
