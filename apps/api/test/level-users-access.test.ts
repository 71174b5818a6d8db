import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@markwise/contract';
import { adminTokenOf, bearer, login } from './support/auth-helpers.js';
import { createInstitution } from './support/factories.js';
import { createExamLevel, createSession, createStudent } from './support/session-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { errorBody } from './support/request-checks.js';

describe(`level users: access and input rules on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let s: {
    exam: Awaited<ReturnType<typeof createExamLevel>>;
    students: { first: { email: string } };
    token: string;
  };

  const url = (levelId: string) => `/api${pathTo(apiRoutes.levelUsers, { levelId })}`;

  beforeAll(async () => {
    t = await createTestApp();
    const institution = await createInstitution(t.database);
    const exam = await createExamLevel(t.database, { institutionId: institution.id });
    const first = await createStudent(t.database, { institutionId: institution.id });
    await createSession(t.database, { exam, userId: first.id, startTime: new Date() });
    s = { exam, students: { first }, token: await adminTokenOf(t, institution.id) };
  });
  afterAll(() => t.close());

  it('is documented from the contract: query parameters and response schema', async () => {
    const doc = (await t.request().get('/api/docs-json').expect(200)).body;
    const operation = doc.paths['/api/user-journeys/level/{levelId}/users'].get;
    expect(
      operation.parameters.map((parameter: { name: string }) => parameter.name).sort(),
    ).toEqual(['class', 'exam_date', 'from', 'levelId', 'limit', 'page', 'status', 'to']);
    expect(operation.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/LevelUsersResponse',
    });
    const exported = doc.paths['/api/user-journeys/level/{levelId}/users/export'].get;
    expect(exported.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual(
      ['class', 'exam_date', 'format', 'from', 'levelId', 'status', 'to'],
    );
    expect(Object.keys(exported.responses['200'].content).sort()).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv; charset=utf-8',
    ]);
  });

  it("answers 404 for another institution's level and for an unknown level", async () => {
    const stranger = await adminTokenOf(t, (await createInstitution(t.database)).id);
    const response = await t.as(stranger).get(url(s.exam.level.id)).expect(404);
    expect(response.body).toEqual(errorBody(404, 'Level not found'));
    await t.as(s.token).get(url('6f1c3e0a-2b4d-4e8f-9a1b-3c5d7e9f1a2b')).expect(404);
  });

  it('is for admins only: 401 without a token, 403 for a student', async () => {
    await t.request().get(url(s.exam.level.id)).expect(401);
    const student = await login(t, s.students.first.email);
    await t.as(student.token).get(url(s.exam.level.id)).expect(403);
  });

  it('answers 400 naming the field for bad input', async () => {
    const bad = async (levelId: string, query: Record<string, string>, field: RegExp) => {
      const response = await t
        .request()
        .get(url(levelId))
        .query(query)
        .set(bearer(s.token))
        .expect(400);
      expect(JSON.stringify(response.body.message)).toMatch(field);
    };
    await bad('not-a-uuid', {}, /levelId/);
    await bad(s.exam.level.id, { exam_date: '14/03/2025' }, /exam_date/);
    await bad(s.exam.level.id, { exam_date: '2025-02-30' }, /exam_date/);
    await bad(s.exam.level.id, { page: '0' }, /page/);
    await bad(s.exam.level.id, { limit: '101' }, /limit/);
    await bad(s.exam.level.id, { limit: 'ten' }, /limit/);
    await bad(s.exam.level.id, { sort: 'name' }, /sort/);
  });

  it('answers 400 for a well-formed exam_date outside 1900-01-01..2999-12-31', async () => {
    for (const day of ['9999-12-31', '0000-01-01', '1899-12-31', '3000-01-01']) {
      const response = await t
        .request()
        .get(url(s.exam.level.id))
        .query({ exam_date: day })
        .set(bearer(s.token))
        .expect(400);
      expect(JSON.stringify(response.body.message)).toMatch(
        /exam_date.*between 1900-01-01 and 2999-12-31/,
      );
    }
    for (const day of ['1900-01-01', '2999-12-31']) {
      await t
        .request()
        .get(url(s.exam.level.id))
        .query({ exam_date: day })
        .set(bearer(s.token))
        .expect(200);
    }
  });
});
