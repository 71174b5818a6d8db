import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  apiRoutes,
  LEVEL_USERS_EXPORT_TYPES,
  pathTo,
  type LevelStatisticsResponse,
} from '@markwise/contract';
import { answers, practiceSessions, questions, withPointIds } from '@markwise/db';
import { and, eq } from 'drizzle-orm';
import { adminTokenOf, tokenOf } from './support/auth-helpers.js';
import { createInstitution } from './support/factories.js';
import { binary } from './support/privacy-factories.js';
import {
  createExamLevel,
  createSession,
  createStudent,
  MINUTE,
  utcDayStart,
} from './support/session-factories.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { useTestApp } from './support/use-test-app.js';

const statisticsUrl = (levelId: string) =>
  `/api${pathTo(apiRoutes.levelStatistics.questions, { levelId })}`;
const gradebookUrl = (levelId: string) =>
  `/api${pathTo(apiRoutes.levelStatistics.gradebook, { levelId })}`;

const HEADERS = [
  'Student Name',
  'Email',
  'Q1 (4)',
  'Q2 (6)',
  'Total (10)',
  'Percentage',
  'Status',
  'Released',
];

describe(`level statistics and gradebook on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  /**
   * One level on a paper of 4 and 6 marks, question 1 with a rubric of two points. Counted (each
   * student's latest marked attempt): Asha 4 + 5 (an earlier 0 + 0 does not count), Ben 2 + 3,
   * Chitra 1 + 4 in review (question 2 released, question 1 not), and a student named like a
   * formula 0 + 1. Not counted: Eve, whose only attempt is in progress.
   */
  async function scenario() {
    const institution = await createInstitution(t.database);
    const exam = await createExamLevel(t.database, { institutionId: institution.id });
    const [first, second] = exam.questions;
    await t.database.db
      .update(questions)
      .set({
        rubric: withPointIds([
          { point: 'Names the law.', marks: 2 },
          { point: 'Gives an example', marks: 2 },
        ]),
      })
      .where(eq(questions.id, first!.id));
    const student = (firstName: string) =>
      createStudent(t.database, { institutionId: institution.id, firstName });
    const [asha, ben, chitra, mallory, eve] = await Promise.all(
      ['Asha', 'Ben', 'Chitra', '=HYPERLINK("http://x")', 'Eve'].map(student),
    );
    const day = utcDayStart(1);
    const at = (hour: number) => new Date(day.getTime() + hour * 60 * MINUTE);
    /** Sets question 1's improvement suggestion: the rubric points the evaluator found missing. */
    const suggest = async (sessionId: string, suggestion: string) => {
      const [row] = await t.database.db
        .select({ feedback: answers.feedback })
        .from(answers)
        .where(and(eq(answers.sessionId, sessionId), eq(answers.questionId, first!.id)));
      const feedback = row!.feedback!;
      await t.database.db
        .update(answers)
        .set({
          feedback: {
            ...feedback,
            marks_per_question: feedback.marks_per_question.map((line) => ({
              ...line,
              improvement_suggestion: suggestion,
            })),
          },
        })
        .where(and(eq(answers.sessionId, sessionId), eq(answers.questionId, first!.id)));
    };
    const sit = async (
      userId: string,
      hour: number,
      marks: [number, number],
      suggestion = 'Keep answers this complete.',
    ) => {
      const { session } = await createSession(t.database, {
        exam,
        userId,
        startTime: at(hour),
        marks,
      });
      await suggest(session.id, suggestion);
      return session;
    };
    await sit(asha!.id, 8, [0, 0], 'Address "Names the law" and "Gives an example".');
    await sit(asha!.id, 10, [4, 5], 'Address "Names the law".');
    await sit(ben!.id, 10, [2, 3], 'Address "Gives an example".');
    await sit(mallory!.id, 10, [0, 1]);
    // Chitra's attempt waits for a teacher: marked, question 2 released, question 1 not.
    const { session: held } = await createSession(t.database, {
      exam,
      userId: chitra!.id,
      startTime: at(11),
      status: 'evaluated',
      marks: [1, 4],
    });
    await suggest(held.id, 'Address "Names the law" and "Gives an example".');
    await t.database.db
      .update(practiceSessions)
      .set({ status: 'in_review', marksAwarded: null, isPass: null })
      .where(eq(practiceSessions.id, held.id));
    await t.database.db
      .update(answers)
      .set({ releasedAt: null })
      .where(and(eq(answers.sessionId, held.id), eq(answers.questionId, first!.id)));
    await createSession(t.database, {
      exam,
      userId: eve!.id,
      startTime: at(12),
      status: 'in_progress',
      marks: [2],
    });
    return {
      institution,
      exam,
      first: first!,
      second: second!,
      students: { asha: asha!, ben: ben!, chitra: chitra!, mallory: mallory!, eve: eve! },
      token: await adminTokenOf(t, institution.id),
    };
  }

  let s: Awaited<ReturnType<typeof scenario>>;
  beforeAll(async () => {
    s = await scenario();
  });

  it("gives each question's figures over each student's latest marked attempt", async () => {
    const response = await t.as(s.token).get(statisticsUrl(s.exam.level.id)).expect(200);
    const { data } = response.body as LevelStatisticsResponse;
    expect(data.level._id).toBe(s.exam.level.id);
    expect(data.attempts).toBe(4);
    // Question 1 earned 4, 2, 1, 0 and question 2 earned 5, 3, 4, 1 on the same attempts.
    // Mean 7/4 = 1.75 of 4; the rest of the paper is question 2, so discrimination is Pearson's
    // r of the two: covariance 7.25 over sqrt(8.75 × 8.75) = 0.829.
    expect(data.questions).toEqual([
      {
        questionId: s.first.id,
        number: 1,
        text: `Question 1 of ${s.exam.tag}: explain.`,
        marks: 4,
        n: 4,
        mean: 1.75,
        facility: 0.438,
        discrimination: 0.829,
        distribution: [
          { marks: 0, count: 1 },
          { marks: 1, count: 1 },
          { marks: 2, count: 1 },
          { marks: 3, count: 0 },
          { marks: 4, count: 1 },
        ],
        // Asha's full marks miss nothing; the zero misses both; Ben misses one, Chitra both.
        missingPoints: [
          { point: 'Gives an example', count: 3 },
          { point: 'Names the law.', count: 2 },
        ],
      },
      {
        questionId: s.second.id,
        number: 2,
        text: `Question 2 of ${s.exam.tag}: explain.`,
        marks: 6,
        n: 4,
        mean: 3.25,
        facility: 0.542,
        discrimination: 0.829,
        distribution: [0, 1, 0, 1, 1, 1, 0].map((count, marks) => ({ marks, count })),
        missingPoints: [],
      },
    ]);
  });

  const expectedRows = () => [
    ['Asha Verma', s.students.asha.email, '4', '5', '9', '90', 'Evaluated', 'Yes'],
    ['Ben Verma', s.students.ben.email, '2', '3', '5', '50', 'Evaluated', 'Yes'],
    ['Chitra Verma', s.students.chitra.email, '1', '4', '5', '50', 'In review', 'Partly'],
    [
      `'=HYPERLINK("http://x") Verma`,
      s.students.mallory.email,
      '0',
      '1',
      '1',
      '10',
      'Evaluated',
      'Yes',
    ],
  ];
  const byEmail = (rows: unknown[][]) =>
    [...rows].sort((a, b) => String(a[1]).localeCompare(String(b[1])));

  it('exports the gradebook as CSV: a column per question, formula-like names guarded', async () => {
    const response = await t.as(s.token).get(gradebookUrl(s.exam.level.id)).expect(200);
    expect(response.headers['content-type']).toBe(LEVEL_USERS_EXPORT_TYPES.csv);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="exam-${s.exam.tag.toLowerCase()}-gradebook.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = parse(response.text, { bom: true }) as string[][];
    expect(rows[0]).toEqual(HEADERS);
    expect(byEmail(rows.slice(1))).toEqual(byEmail(expectedRows()));
  });

  it('exports the same gradebook as an XLSX workbook that opens, with no formula cell', async () => {
    const response = await t
      .as(s.token)
      .get(gradebookUrl(s.exam.level.id))
      .query({ format: 'xlsx' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(response.headers['content-type']).toBe(LEVEL_USERS_EXPORT_TYPES.xlsx);
    expect(response.headers['content-disposition']).toMatch(/-gradebook\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.body as Buffer).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Gradebook');
    expect(sheet.rowCount).toBe(5);
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(HEADERS);
    const rows = [2, 3, 4, 5].map(values);
    // Marks are numbers in the workbook; text stays text.
    expect(byEmail(rows)).toEqual(
      byEmail(
        expectedRows().map((row) =>
          row.map((cell, index) => (index >= 2 && index <= 5 ? Number(cell) : cell)),
        ),
      ),
    );
    sheet.eachRow((row) =>
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)),
    );
  });

  it('refuses a format it does not write', async () => {
    const response = await t
      .as(s.token)
      .get(gradebookUrl(s.exam.level.id))
      .query({ format: 'pdf' })
      .expect(400);
    expect(JSON.stringify(response.body.message)).toMatch(/format.*csv or xlsx/);
  });

  it('says a level without marked attempts has none', async () => {
    const empty = await createExamLevel(t.database, { institutionId: s.institution.id });
    const { data } = (await t.as(s.token).get(statisticsUrl(empty.level.id)).expect(200))
      .body as LevelStatisticsResponse;
    expect(data.attempts).toBe(0);
    expect(data.questions.map((question) => [question.n, question.mean])).toEqual([
      [0, null],
      [0, null],
    ]);
    const csv = await t.as(s.token).get(gradebookUrl(empty.level.id)).expect(200);
    expect(parse(csv.text, { bom: true })).toHaveLength(1);
  });

  it("answers 404 to another institution's admin and 403 to a student, on both routes", async () => {
    const stranger = await adminTokenOf(t, (await createInstitution(t.database)).id);
    const student = await tokenOf(t, s.students.asha);
    for (const url of [statisticsUrl(s.exam.level.id), gradebookUrl(s.exam.level.id)]) {
      const response = await t.as(stranger).get(url).expect(404);
      expect(response.body.message).toBe('Level not found');
      await t.as(student).get(url).expect(403);
      await t.request().get(url).expect(401);
    }
  });
});
