import { describe, expect, it, vi } from 'vitest';
import type { ProfileResponse, StudentsPage, StudentsQueryInput } from '@markwise/contract';
import { bearer } from './support/auth-helpers.js';
import {
  adminOfNewInstitution,
  createPerson,
  createSession,
  createStudent,
  loggedInStudent,
} from './support/people-factories.js';
import { tinyPng } from './support/images.js';
import { createSittablePaper } from './support/paper-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { errorBody } from './support/request-checks.js';

describe(`GET /api/students on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const list = async (token: string, query: StudentsQueryInput = {}) => {
    const response = await t.request().get('/api/students').query(query).set(bearer(token));
    expect(response.status).toBe(200);
    return response.body as StudentsPage;
  };
  const names = (page: StudentsPage) => page.data.map((s) => `${s.firstName} ${s.lastName}`);

  it('lists only the caller institution’s students, sorted by last then first name', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    const other = await adminOfNewInstitution(t);
    const zoe = await createStudent(t.database, {
      institutionId,
      firstName: 'Zoe',
      lastName: 'Adams',
      rollNo: '10A-01',
      mobile: '9876543210',
    });
    await createStudent(t.database, { institutionId, firstName: 'Amit', lastName: 'Adams' });
    await createStudent(t.database, { institutionId, firstName: 'Bela', lastName: 'Chopra' });
    await createStudent(t.database, {
      institutionId,
      firstName: 'Inactive',
      lastName: 'Bose',
      isActive: false,
    });
    await createPerson(t.database, { institutionId, role: 'ADMIN', lastName: 'Aaron' });
    await createStudent(t.database, { institutionId: other.institutionId, lastName: 'Abbott' });

    const page = await list(token);

    expect(names(page)).toEqual(['Amit Adams', 'Zoe Adams', 'Inactive Bose', 'Bela Chopra']);
    expect(page.data[1]).toEqual({
      id: zoe.id,
      firstName: 'Zoe',
      lastName: 'Adams',
      email: zoe.email,
      mobile: '9876543210',
      class: 'Grade 10A',
      rollNo: '10A-01',
      photoUrl: null,
      isActive: true,
      averagePerformance: null,
      completedExams: 0,
    });
    expect(page.data[2]!.isActive).toBe(false);
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 4, limit: 10 });
  });

  it.each([
    ['firstName', 'zEbEdEe'],
    ['lastName', 'QUIXO'],
    ['email', 'Rare-Mailbox'],
    ['rollNo', 'rx-4'],
  ])('searches %s case-insensitively, as a substring', async (_field, search) => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    await createStudent(t.database, { institutionId, firstName: 'Zebedee' });
    await createStudent(t.database, { institutionId, lastName: 'Quixote' });
    await createStudent(t.database, { institutionId, email: `x.rare-mailbox.${Date.now()}@a.io` });
    await createStudent(t.database, { institutionId, rollNo: 'RX-42' });
    await createStudent(t.database, { institutionId, firstName: 'Nobody', rollNo: 'N-1' });

    const page = await list(token, { search });

    expect(page.data).toHaveLength(1);
    expect(page.pagination.totalItems).toBe(1);
  });

  it('takes LIKE wildcards and backslashes in the search literally', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    await createStudent(t.database, { institutionId, firstName: 'Percent', rollNo: '10%A' });
    await createStudent(t.database, { institutionId, firstName: 'Under', rollNo: '10_A' });
    await createStudent(t.database, { institutionId, firstName: 'Slash', rollNo: '10\\A' });
    await createStudent(t.database, { institutionId, firstName: 'Plain', rollNo: '10xA' });

    expect(names(await list(token, { search: '%' }))).toEqual(['Percent Verma']);
    expect(names(await list(token, { search: '0_a' }))).toEqual(['Under Verma']);
    expect(names(await list(token, { search: '\\' }))).toEqual(['Slash Verma']);
    expect((await list(token, { search: '  ' })).data).toHaveLength(4);
  });

  it('filters by class exactly, and lists every class when the filter is omitted or blank', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    await createStudent(t.database, { institutionId, firstName: 'A', studentClass: 'Grade 10A' });
    await createStudent(t.database, { institutionId, firstName: 'B', studentClass: 'Grade 10B' });
    await createStudent(t.database, { institutionId, firstName: 'C', studentClass: 'grade 10a' });
    await createStudent(t.database, { institutionId, firstName: 'D', studentClass: 'Grade 10A2' });

    expect(names(await list(token, { class: 'Grade 10A' }))).toEqual(['A Verma']);
    expect((await list(token)).data).toHaveLength(4);
    expect((await list(token, { class: '' })).data).toHaveLength(4);
    const both = await list(token, { class: 'Grade 10B', search: 'b' });
    expect(names(both)).toEqual(['B Verma']);
  });

  it('paginates on the server, 10 a page by default', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    for (let i = 1; i <= 12; i++) {
      await createStudent(t.database, {
        institutionId,
        firstName: 'Student',
        lastName: `L${String(i).padStart(2, '0')}`,
      });
    }

    const first = await list(token);
    expect(first.data).toHaveLength(10);
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 12, limit: 10 });

    const third = await list(token, { page: 3, limit: 5 });
    expect(third.data.map((s) => s.lastName)).toEqual(['L11', 'L12']);
    expect(third.pagination).toEqual({ currentPage: 3, totalPages: 3, totalItems: 12, limit: 5 });

    const beyond = await list(token, { page: 9, limit: 5 });
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toEqual({ currentPage: 9, totalPages: 3, totalItems: 12, limit: 5 });

    const empty = await list(token, { search: 'no such student' });
    expect(empty.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 0, limit: 10 });
  });

  it('shows the photo a student uploaded, and null for one who has not', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    const withPhoto = await loggedInStudent(t, institutionId);
    const withoutPhoto = await createStudent(t.database, {
      institutionId,
      lastName: 'Zz-No-Photo',
    });
    const uploaded = await t
      .as(withPhoto.token)
      .patch('/api/auth/profile')
      .attach('avatar', tinyPng(), 'me.png')
      .expect(200);
    const { photoUrl } = (uploaded.body as ProfileResponse).data;

    const page = await list(token);

    expect(photoUrl).toMatch(/^\/api\/uploads\/avatars\//);
    expect(page.data.map((s) => [s.id, s.photoUrl])).toEqual([
      [withPhoto.student.id, photoUrl],
      [withoutPhoto.id, null],
    ]);
  });

  it('computes averagePerformance and completedExams from evaluated sessions only', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    const { paper, level } = await createSittablePaper(t.database, institutionId);
    const at = { institutionId, levelId: level.id, paperId: paper.id };
    const strong = await createStudent(t.database, { institutionId, lastName: 'A-Strong' });
    const thirds = await createStudent(t.database, { institutionId, lastName: 'B-Thirds' });
    await createStudent(t.database, { institutionId, lastName: 'C-None' });
    await createSession(t.database, {
      ...at,
      userId: strong.id,
      marksAwarded: 8,
      marksAllocated: 10,
    });
    await createSession(t.database, {
      ...at,
      userId: strong.id,
      marksAwarded: 10.5,
      marksAllocated: 20,
    });
    // Not yet evaluated: neither counts.
    await createSession(t.database, {
      ...at,
      userId: strong.id,
      marksAllocated: 10,
      status: 'in_progress',
    });
    await createSession(t.database, {
      ...at,
      userId: strong.id,
      marksAllocated: 10,
      status: 'submitted',
    });
    await createSession(t.database, {
      ...at,
      userId: thirds.id,
      marksAwarded: 2,
      marksAllocated: 3,
    });

    const page = await list(token);

    expect(page.data.map((s) => [s.lastName, s.averagePerformance, s.completedExams])).toEqual([
      ['A-Strong', 66.3, 2], // (80 + 52.5) / 2 = 66.25
      ['B-Thirds', 66.7, 1],
      ['C-None', null, 0],
    ]);
  });

  it('answers a page in a fixed number of queries, however long it is', async () => {
    const { institutionId, token } = await adminOfNewInstitution(t);
    const { paper, level } = await createSittablePaper(t.database, institutionId);
    for (let i = 0; i < 8; i++) {
      const student = await createStudent(t.database, { institutionId });
      await createSession(t.database, {
        institutionId,
        userId: student.id,
        levelId: level.id,
        paperId: paper.id,
        marksAwarded: i,
        marksAllocated: 10,
      });
    }
    const client = (t.database.db as unknown as { $client: { query: () => unknown } }).$client;
    const queries = vi.spyOn(client, 'query');
    const countFor = async (limit: number) => {
      queries.mockClear();
      expect((await list(token, { limit })).data).toHaveLength(limit);
      return queries.mock.calls.length;
    };

    const one = await countFor(1);
    expect(one).toBeGreaterThan(1); // the spy sees the guard's query and the page's
    expect(await countFor(8)).toBe(one);
    queries.mockRestore();
  });

  describe('refuses', () => {
    it('a caller without a token (401) and a student (403)', async () => {
      const { institutionId } = await adminOfNewInstitution(t);
      const { token } = await loggedInStudent(t, institutionId);
      await t.request().get('/api/students').expect(401);
      const forbidden = await t.as(token).get('/api/students').expect(403);
      expect(forbidden.body).toEqual(
        errorBody(403, 'You do not have permission to access this resource.'),
      );
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=abc', 'page'],
      ['page=0', 'page'],
      ['page=1.5', 'page'],
      ['role=ADMIN', 'role'],
      ['search=a&search=b', 'search'],
      [`search=${'x'.repeat(101)}`, 'search'],
      [`class=${'x'.repeat(51)}`, 'class'],
    ])('bad input %s with a 400 naming %s', async (query, field) => {
      const { token } = await adminOfNewInstitution(t);
      const response = await t.as(token).get(`/api/students?${query}`);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body.message)).toContain(field);
    });
  });
});
