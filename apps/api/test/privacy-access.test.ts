import { describe, expect, it } from 'vitest';
import { pathTo, privacyRoutes, type RefreshRequest } from '@markwise/contract';
import { bearer } from './support/auth-helpers.js';
import {
  adminOfNewInstitution,
  loggedInStudent,
  adminAndStrangers,
  STUDENT_NOT_FOUND,
} from './support/people-factories.js';
import { binary, studentRow } from './support/privacy-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

describe(`who may export and erase a student on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const routes = [
    [
      'GET export',
      (token: string, id: string) =>
        t
          .request()
          .get(`/api${pathTo(privacyRoutes.export, { id })}`)
          .set(token ? bearer(token) : {})
          .buffer(true)
          .parse(binary),
    ],
    [
      'DELETE personal-data',
      (token: string, id: string) =>
        t
          .request()
          .delete(`/api${pathTo(privacyRoutes.erase, { id })}`)
          .set(token ? bearer(token) : {}),
    ],
  ] as const;

  it.each(routes)(
    '%s: 404 for another institution’s student, an admin or no one; nothing changes',
    async (_name, call) => {
      const { token, foreign, colleague, strangerIds } = await adminAndStrangers(t);
      for (const id of strangerIds) {
        const response = await call(token, id);
        expect(response.status).toBe(404);
        expect(jsonOf(response.body)).toEqual(STUDENT_NOT_FOUND);
      }
      expect(await studentRow(t.database, foreign.id)).toMatchObject({ email: foreign.email });
      expect(await studentRow(t.database, colleague.id)).toMatchObject({ email: colleague.email });
    },
  );

  it.each(routes)(
    '%s: 401 without a token, 403 for a student, even about themselves',
    async (_name, call) => {
      const { institutionId } = await adminOfNewInstitution(t);
      const { student, token } = await loggedInStudent(t, institutionId);
      expect((await call('', student.id)).status).toBe(401);
      expect((await call(token, student.id)).status).toBe(403);
      expect(await studentRow(t.database, student.id)).toBeDefined();
    },
  );

  it.each(routes)('%s: 400 naming the id when it is malformed', async (_name, call) => {
    const { token } = await adminOfNewInstitution(t);
    const response = await call(token, 'not-a-uuid');
    expect(response.status).toBe(400);
    expect(JSON.stringify(jsonOf(response.body))).toContain('id must be a valid id');
  });

  it('an erased student’s tokens stop working at once', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    const { student, token: studentToken, refreshToken } = await loggedInStudent(t, institutionId);
    await t.as(studentToken).get('/api/auth/profile').expect(200);

    await routes[1][1](token, student.id).expect(200);

    await t.as(studentToken).get('/api/auth/profile').expect(401);
    const refresh: RefreshRequest = { refreshToken };
    await t.request().post('/api/auth/refresh').send(refresh).expect(401);
  });
});

/** The export route's body arrives as bytes (it is read as a file); the other's as parsed JSON. */
const jsonOf = (body: unknown): unknown =>
  Buffer.isBuffer(body) ? (JSON.parse(body.toString('utf8')) as unknown) : body;
