import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  LEVEL_USERS_EXPORT_TYPES,
  pathTo,
  type LevelUsersResponse,
} from '@markwise/contract';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { adminTokenOf, bearer, tokenOf } from './support/auth-helpers.js';
import { createInstitution } from './support/factories.js';
import { binary } from './support/privacy-factories.js';
import {
  createExamLevel,
  createSession,
  createStudent,
  isoDay,
  MINUTE,
  utcDayStart,
} from './support/session-factories.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { useTestApp } from './support/use-test-app.js';

describe(`level users over a range, filtered and exported, on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const listUrl = (levelId: string) => `/api${pathTo(apiRoutes.levelUsers, { levelId })}`;
  const exportUrl = (levelId: string) => `/api${pathTo(apiRoutes.levelUsersExport, { levelId })}`;

  /**
   * Three days d0 < d1 < d2 ten to eight days ago, and one five days ago:
   * - alpha (Grade 10A): evaluated on d0 (9/10), failed on d2;
   * - beta (Grade 10B): evaluated on d1 (2/10, below the pass mark);
   * - gamma (Grade 10B): in review on d0;
   * - mallory (class '@evil'), named like a formula: evaluated on d1 (10/10);
   * - delta: only five days ago.
   */
  async function scenario() {
    const institution = await createInstitution(t.database);
    const exam = await createExamLevel(t.database, { institutionId: institution.id });
    const student = (firstName: string, studentClass: string) =>
      createStudent(t.database, { institutionId: institution.id, firstName, studentClass });
    const alpha = await student('Alpha', 'Grade 10A');
    const beta = await student('Beta', 'Grade 10B');
    const gamma = await student('Gamma', 'Grade 10B');
    const mallory = await student('=HYPERLINK("http://x")', '@evil');
    const delta = await student('Delta', 'Grade 10A');
    const [d0, d1, d2, late] = [utcDayStart(10), utcDayStart(9), utcDayStart(8), utcDayStart(5)];
    const at = (day: Date, hour: number) => new Date(day.getTime() + hour * 60 * MINUTE);
    const sit = (userId: string, startTime: Date, more = {}) =>
      createSession(t.database, { exam, userId, startTime, ...more });
    await sit(alpha.id, at(d0!, 9), { marks: [4, 5] });
    await sit(alpha.id, at(d2!, 9), { status: 'failed' });
    await sit(beta.id, at(d1!, 11), { marks: [1, 1] });
    await sit(gamma.id, at(d0!, 10), { status: 'in_review' });
    await sit(mallory.id, at(d1!, 10), { marks: [4, 6] });
    await sit(delta.id, at(late!, 9));
    return {
      institution,
      exam,
      students: { alpha, beta, gamma, mallory, delta },
      days: { d0: isoDay(d0!), d1: isoDay(d1!), d2: isoDay(d2!), late: isoDay(late!) },
      token: await adminTokenOf(t, institution.id),
    };
  }

  let s: Awaited<ReturnType<typeof scenario>>;
  beforeAll(async () => {
    s = await scenario();
  });

  const list = async (query: Record<string, string | number>) =>
    (await t.request().get(listUrl(s.exam.level.id)).query(query).set(bearer(s.token)).expect(200))
      .body as LevelUsersResponse;
  const names = (body: LevelUsersResponse) => body.data.users.map((user) => user.firstName);

  it("takes from..to: each student once, with the range's latest attempt and attempt count", async () => {
    const body = await list({ from: s.days.d0, to: s.days.d2 });
    expect(names(body)).toEqual(['Alpha', 'Beta', '=HYPERLINK("http://x")', 'Gamma']);
    const alpha = body.data.users[0]!;
    expect(alpha.class).toBe('Grade 10A');
    expect(alpha.level_progress).toMatchObject({
      status: 'failed',
      completion: 'in_progress',
      attempts: 2,
      // The latest evaluated attempt in the range still gives the marks.
      overall_report: { marks_awarded: 9, marks_allocated: 10 },
    });
    expect(body.data).toMatchObject({
      totalAttempted: 4,
      totalCompleted: 2,
      pagination: { totalItems: 4, totalPages: 1 },
    });
    // A range ending on d1 leaves alpha's failed attempt out: the evaluated one is the latest.
    const earlier = await list({ from: s.days.d0, to: s.days.d1 });
    expect(earlier.data.users.find((user) => user.firstName === 'Alpha')).toMatchObject({
      level_progress: { status: 'evaluated', attempts: 1 },
    });
  });

  it('keeps exam_date as a one-day range, and leaves either end of from..to open', async () => {
    expect(names(await list({ exam_date: s.days.d1 }))).toEqual(['Beta', '=HYPERLINK("http://x")']);
    expect(await list({ exam_date: s.days.d1 })).toEqual(
      await list({ from: s.days.d1, to: s.days.d1 }),
    );
    expect(names(await list({ from: s.days.d1 }))).toEqual([
      'Delta',
      'Alpha',
      'Beta',
      '=HYPERLINK("http://x")',
    ]);
    expect(names(await list({ to: s.days.d0 }))).toEqual(['Gamma', 'Alpha']);
  });

  it("filters by the latest attempt's status and by the student's class", async () => {
    const range = { from: s.days.d0, to: s.days.late };
    const evaluated = await list({ from: s.days.d0, to: s.days.d2, status: 'evaluated' });
    expect(names(evaluated)).toEqual(['Beta', '=HYPERLINK("http://x")']);
    expect(evaluated.data).toMatchObject({ totalAttempted: 2, totalCompleted: 2 });
    expect(names(await list({ ...range, status: 'evaluated' }))).toHaveLength(3);
    expect(names(await list({ ...range, status: 'in_review' }))).toEqual(['Gamma']);
    expect(names(await list({ ...range, class: 'Grade 10B' }))).toEqual(['Beta', 'Gamma']);
    expect(names(await list({ ...range, class: 'Grade 10B', status: 'in_review' }))).toEqual([
      'Gamma',
    ]);
    // A blank class is no filter, as the students list takes it.
    expect(names(await list({ ...range, class: ' ' }))).toHaveLength(5);
    const paged = await list({ ...range, class: 'Grade 10A', limit: 1, page: 2 });
    expect(names(paged)).toEqual(['Alpha']);
    expect(paged.data.pagination).toEqual({
      currentPage: 2,
      totalPages: 2,
      totalItems: 2,
      limit: 1,
    });
  });

  it('answers 400 naming the field for a bad range or filter', async () => {
    const bad = async (query: Record<string, string>, field: RegExp) => {
      for (const url of [listUrl(s.exam.level.id), exportUrl(s.exam.level.id)]) {
        const response = await t.request().get(url).query(query).set(bearer(s.token)).expect(400);
        expect(JSON.stringify(response.body.message)).toMatch(field);
      }
    };
    await bad({ from: s.days.d2, to: s.days.d0 }, /to.*on or after from/);
    await bad({ exam_date: s.days.d0, from: s.days.d0 }, /exam_date.*cannot be combined/);
    await bad({ from: '3000-01-01' }, /from.*between 1900-01-01 and 2999-12-31/);
    await bad({ to: '1899-12-31' }, /to.*between 1900-01-01 and 2999-12-31/);
    await bad({ to: '2025-02-30' }, /to/);
    await bad({ status: 'done' }, /status/);
    await bad({ class: 'x'.repeat(51) }, /class/);
    const format = await t
      .request()
      .get(exportUrl(s.exam.level.id))
      .query({ format: 'pdf' })
      .set(bearer(s.token))
      .expect(400);
    expect(JSON.stringify(format.body.message)).toMatch(/format.*csv or xlsx/);
  });

  it('exports the filtered rows as CSV, formula-like text guarded, numbers left as numbers', async () => {
    const response = await t
      .request()
      .get(exportUrl(s.exam.level.id))
      .query({ from: s.days.d0, to: s.days.d2, status: 'evaluated' })
      .set(bearer(s.token))
      .expect(200);
    expect(response.headers['content-type']).toBe(LEVEL_USERS_EXPORT_TYPES.csv);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="[a-z0-9-]+-${s.days.d0}_to_${s.days.d2}\\.csv"$`),
    );
    const rows = parse(response.text, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Student Name',
      'Email',
      'Class',
      'Status',
      'Attempts',
      'Marks Awarded',
      'Marks Allocated',
      'Percentage',
      'Result',
      'Latest Attempt (UTC)',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 9))).toEqual([
      [
        `Beta ${s.students.beta.lastName}`,
        s.students.beta.email,
        'Grade 10B',
        'Evaluated',
        '1',
        '2',
        '10',
        '20',
        'Failed',
      ],
      [
        `'=HYPERLINK("http://x") ${s.students.mallory.lastName}`,
        s.students.mallory.email,
        "'@evil",
        'Evaluated',
        '1',
        '10',
        '10',
        '100',
        'Passed',
      ],
    ]);
  });

  it('exports the same rows as an XLSX workbook that opens', async () => {
    const response = await t
      .request()
      .get(exportUrl(s.exam.level.id))
      .query({ from: s.days.d0, to: s.days.late, format: 'xlsx' })
      .set(bearer(s.token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(response.headers['content-type']).toBe(LEVEL_USERS_EXPORT_TYPES.xlsx);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    const bytes = response.body as Buffer;
    // exceljs types its input as its own Buffer (an ArrayBuffer): hand it the bytes as one.
    await workbook.xlsx.load(Uint8Array.from(bytes).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(6);
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe('Student Name');
    const byName = new Map([2, 3, 4, 5, 6].map((row) => [String(values(row)[0]), values(row)]));
    expect(byName.get(`'=HYPERLINK("http://x") ${s.students.mallory.lastName}`)).toEqual([
      `'=HYPERLINK("http://x") ${s.students.mallory.lastName}`,
      s.students.mallory.email,
      "'@evil",
      'Evaluated',
      1,
      10,
      10,
      100,
      'Passed',
      expect.any(String),
    ]);
    // No cell of the workbook is a formula.
    sheet.eachRow((row) =>
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)),
    );
  });

  it("answers 404 to another institution's admin and 403 to a student, on both routes", async () => {
    const stranger = await adminTokenOf(t, (await createInstitution(t.database)).id);
    const student = await tokenOf(t, s.students.alpha);
    for (const url of [listUrl(s.exam.level.id), exportUrl(s.exam.level.id)]) {
      const response = await t.as(stranger).get(url).expect(404);
      expect(response.body.message).toBe('Level not found');
      await t.as(student).get(url).expect(403);
      await t.request().get(url).expect(401);
    }
  });
});
