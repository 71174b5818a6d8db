import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LoginResponse, StudentResponse, UpdateStudentInput } from '@markwise/contract';
import { users } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { login } from './support/auth-helpers.js';
import {
  adminOfNewInstitution,
  createPerson,
  createStudent,
  loggedInStudent,
  studentRequest,
  listedStudentIds,
} from './support/people-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { expectRefusedNaming, errorBody } from './support/request-checks.js';

describe(`creating and editing students on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const post = (token: string, body: unknown) =>
    t
      .as(token)
      .post('/api/students')
      .send(body as object);
  const put = (token: string, id: string, body: UpdateStudentInput | object) =>
    t.as(token).put(`/api/students/${id}`).send(body);

  describe('POST /api/students', () => {
    it('creates a STUDENT of the caller’s institution who can log in', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const body = studentRequest({ email: `  Mixed.Case-${randomUUID()}@Example.TEST ` });

      const response = await post(token, body).expect(201);

      const created = response.body as StudentResponse;
      expect(created).toEqual({
        message: 'Student created successfully!',
        data: {
          id: expect.any(String),
          firstName: 'Kavya',
          lastName: 'Iyer',
          email: body.email.trim().toLowerCase(),
          mobile: '9123456780',
          class: 'Grade 11A',
          rollNo: '11A-09',
          photoUrl: null,
          isActive: true,
          averagePerformance: null,
          completedExams: 0,
        },
      });
      const session: LoginResponse = await login(t, body.email.trim(), body.password);
      expect(session.data).toMatchObject({
        _id: created.data.id,
        role: 'STUDENT',
        institutionId,
        student_class: 'Grade 11A',
      });
      expect(await listedStudentIds(t, token)).toEqual([created.data.id]);
    });

    it('answers the same for an email taken here or in another institution, naming neither', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const elsewhere = await adminOfNewInstitution(t);
      const mine = await createStudent(t.database, { institutionId });
      const theirs = await createPerson(t.database, {
        institutionId: elsewhere.institutionId,
        role: 'ADMIN',
      });

      const here = await post(token, studentRequest({ email: mine.email }));
      const there = await post(token, studentRequest({ email: theirs.email }));
      const updated = await put(token, mine.id, { email: theirs.email });

      expect(here.status).toBe(409);
      expect(there.body).toEqual(here.body);
      expect(updated.status).toBe(409);
      expect(updated.body).toEqual(here.body);
      expect(JSON.stringify(there.body)).not.toMatch(/exists|user|admin|institution/i);
    });

    it('refuses an email already used in any institution, whatever its case (409)', async () => {
      const { token } = await adminOfNewInstitution(t);
      const elsewhere = await adminOfNewInstitution(t);
      const taken = await createStudent(t.database, { institutionId: elsewhere.institutionId });

      const response = await post(token, studentRequest({ email: taken.email.toUpperCase() }));

      expect(response.status).toBe(409);
      expect(response.body).toEqual(errorBody(409, 'Cannot use this email: choose another'));
      expect(await listedStudentIds(t, token)).toEqual([]);
    });

    it.each([
      [{ role: 'ADMIN' }, 'role'],
      [{ institutionId: randomUUID() }, 'institutionId'],
      [{ password: 'short' }, 'password'],
      [{ password: 'x'.repeat(1025) }, 'password'],
      [{ email: 'not-an-email' }, 'email'],
      [{ class: '' }, 'class'],
      [{ firstName: 'x'.repeat(101) }, 'firstName'],
      [{ isActive: false }, 'isActive'],
      [{ mobile: 42 }, 'mobile'],
    ])('refuses %j with a 400 naming %s', async (change, field) => {
      const { token } = await adminOfNewInstitution(t);
      const response = await post(token, { ...studentRequest(), ...change });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body.message)).toContain(field);
      expect(await listedStudentIds(t, token)).toEqual([]);
    });

    it('refuses a missing field with a 400 naming it', async () => {
      const { token } = await adminOfNewInstitution(t);
      const { lastName: _lastName, ...body } = studentRequest();
      const response = await post(token, body).expect(400);
      expect(JSON.stringify(response.body.message)).toContain('lastName');
    });
  });

  describe('PUT /api/students/:id', () => {
    it('changes only the fields sent, including the email, and clears with null', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const student = await createStudent(t.database, {
        institutionId,
        rollNo: 'R-1',
        mobile: '9000000000',
      });
      const email = `renamed-${randomUUID()}@example.test`;

      const response = await put(token, student.id, {
        lastName: 'Rao',
        email,
        class: 'Grade 10B',
        mobile: null,
      }).expect(200);

      expect(response.body).toEqual({
        message: 'Student updated successfully!',
        data: {
          id: student.id,
          firstName: student.firstName,
          lastName: 'Rao',
          email,
          mobile: null,
          class: 'Grade 10B',
          rollNo: 'R-1',
          photoUrl: null,
          isActive: true,
          averagePerformance: null,
          completedExams: 0,
        },
      });
      await login(t, email);
      const cleared = await put(token, student.id, { rollNo: '  ' }).expect(200);
      expect((cleared.body as StudentResponse).data).toMatchObject({
        rollNo: null,
        lastName: 'Rao',
      });
    });

    it('refuses an email another user has (409) and changes nothing', async () => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const student = await createStudent(t.database, { institutionId });
      const other = await createPerson(t.database, { institutionId, role: 'ADMIN' });

      const response = await put(token, student.id, { firstName: 'Changed', email: other.email });

      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Cannot use this email: choose another');
      const [row] = await t.database.db.select().from(users).where(eq(users.id, student.id));
      expect(row).toMatchObject({ firstName: student.firstName, email: student.email });
    });

    it.each([
      [{ role: 'ADMIN' }, 'role'],
      [{ institutionId: randomUUID() }, 'institutionId'],
      [{ password: 'New-Password-1' }, 'password'],
      [{ email: 'nope' }, 'email'],
      [{ class: null }, 'class'],
    ])('refuses %j with a 400 naming %s', async (change, field) => {
      const { institutionId, token } = await adminOfNewInstitution(t);
      const student = await createStudent(t.database, { institutionId });
      await expectRefusedNaming(put(token, student.id, change), field);
    });
  });

  it('POST: 401 without a token, 403 for a student', async () => {
    const { institutionId } = await adminOfNewInstitution(t);
    const { token } = await loggedInStudent(t, institutionId);
    await t.request().post('/api/students').send(studentRequest()).expect(401);
    await post(token, studentRequest()).expect(403);
  });
});
