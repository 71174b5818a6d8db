import { beforeAll, describe, expect, it } from 'vitest';
import { pathTo, apiRoutes, type LevelUsersResponse } from '@markwise/contract';
import { adminTokenOf, bearer } from './support/auth-helpers.js';
import { createInstitution } from './support/factories.js';
import {
  createExamLevel,
  createSession,
  createStudent,
  isoDay,
  MINUTE,
  utcDayStart,
  type ExamFixture,
} from './support/session-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { countQueries } from './support/sql-capture.js';

describe(`GET /api/user-journeys/level/:levelId/users on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const url = (levelId: string) => `/api${pathTo(apiRoutes.levelUsers, { levelId })}`;

  /**
   * One level with three students today and two yesterday:
   * - first: evaluated 09:00 (7/10) then evaluated 10:00 (9/10) → completed, 2 attempts, 9 marks;
   * - second: in progress 11:00 today, evaluated yesterday → in progress, 1 attempt, 0 marks;
   * - third: evaluated 08:00 (5/10) then submitted 12:00 → in progress, 2 attempts, 5 marks;
   * - fourth: only yesterday.
   */
  async function scenario() {
    const institution = await createInstitution(t.database);
    const exam = await createExamLevel(t.database, { institutionId: institution.id });
    const other = await createExamLevel(t.database, { institutionId: institution.id });
    const [first, second, third, fourth] = await Promise.all(
      ['First', 'Second', 'Third', 'Fourth'].map((firstName) =>
        createStudent(t.database, { institutionId: institution.id, firstName }),
      ),
    );
    const today = utcDayStart(0);
    const yesterday = utcDayStart(1);
    const at = (day: Date, hour: number) => new Date(day.getTime() + hour * 60 * MINUTE);
    const sit = (exam: ExamFixture, userId: string, startTime: Date, more = {}) =>
      createSession(t.database, { exam, userId, startTime, ...more });

    await sit(exam, first!.id, at(today, 9), { marks: [3, 4], overallReport: 'first try' });
    const firstLatest = await sit(exam, first!.id, at(today, 10), {
      marks: [4, 5],
      overallReport: '## Nine out of ten',
    });
    const secondToday = await sit(exam, second!.id, at(today, 11), {
      status: 'in_progress',
      marks: [2],
    });
    await sit(exam, second!.id, at(yesterday, 15), { marks: [1, 1] });
    const thirdEvaluated = await sit(exam, third!.id, at(today, 8), { marks: [2, 3] });
    const thirdLatest = await sit(exam, third!.id, at(today, 12), { status: 'submitted' });
    await sit(exam, fourth!.id, at(yesterday, 9), { marks: [4, 6] });
    // Another level the same day, and the very end of the day before, must not count.
    await sit(other, fourth!.id, at(today, 10));
    await sit(exam, fourth!.id, new Date(today.getTime() - 1));

    return {
      institution,
      exam,
      students: { first: first!, second: second!, third: third!, fourth: fourth! },
      sessions: { firstLatest, secondToday, thirdEvaluated, thirdLatest },
      token: await adminTokenOf(t, institution.id),
      today,
      yesterday,
    };
  }

  let s: Awaited<ReturnType<typeof scenario>>;
  beforeAll(async () => {
    s = await scenario();
  });

  const list = async (levelId: string, query: Record<string, string | number> = {}) =>
    (await t.request().get(url(levelId)).query(query).set(bearer(s.token)).expect(200))
      .body as LevelUsersResponse;

  it("lists today's students by default, latest attempt first, with their day's progress", async () => {
    const body = await list(s.exam.level.id);
    expect(body).toEqual({
      data: {
        level: {
          _id: s.exam.level.id,
          title: s.exam.level.title,
          examId: s.exam.course.id,
          subjectId: s.exam.subject.id,
          paper: { title: s.exam.paper.title, qpCode: s.exam.paper.qpCode },
        },
        users: [
          {
            _id: s.students.third.id,
            firstName: 'Third',
            lastName: s.students.third.lastName,
            email: s.students.third.email,
            class: 'Grade 10A',
            timestamp: s.sessions.thirdLatest.session.startTime.toISOString(),
            level_progress: {
              completion: 'in_progress',
              attempts: 2,
              marks_earned: 5,
              session_id: s.sessions.thirdLatest.session.id,
              status: s.sessions.thirdLatest.session.status,
              overall_report: {
                marks_awarded: 5,
                marks_allocated: 10,
                isPass: true,
                overall_report: s.sessions.thirdEvaluated.session.overallReport,
              },
            },
          },
          {
            _id: s.students.second.id,
            firstName: 'Second',
            lastName: s.students.second.lastName,
            email: s.students.second.email,
            class: 'Grade 10A',
            timestamp: s.sessions.secondToday.session.startTime.toISOString(),
            level_progress: {
              completion: 'in_progress',
              attempts: 1,
              marks_earned: 0,
              session_id: s.sessions.secondToday.session.id,
              status: s.sessions.secondToday.session.status,
              overall_report: null,
            },
          },
          {
            _id: s.students.first.id,
            firstName: 'First',
            lastName: s.students.first.lastName,
            email: s.students.first.email,
            class: 'Grade 10A',
            timestamp: s.sessions.firstLatest.session.startTime.toISOString(),
            level_progress: {
              completion: 'completed',
              attempts: 2,
              marks_earned: 9,
              session_id: s.sessions.firstLatest.session.id,
              status: s.sessions.firstLatest.session.status,
              overall_report: {
                marks_awarded: 9,
                marks_allocated: 10,
                isPass: true,
                overall_report: '## Nine out of ten',
              },
            },
          },
        ],
        totalAttempted: 3,
        totalCompleted: 1,
        pagination: { currentPage: 1, totalPages: 1, totalItems: 3, limit: 10 },
      },
    });
    expect(await list(s.exam.level.id, { exam_date: isoDay(s.today) })).toEqual(body);
  });

  it('filters by exam_date: attempts on other days are left out', async () => {
    const body = await list(s.exam.level.id, { exam_date: isoDay(s.yesterday) });
    // Fourth also started one a millisecond before today, which belongs to yesterday.
    expect(body.data.users.map((user) => [user._id, user.level_progress.attempts])).toEqual([
      [s.students.fourth.id, 2],
      [s.students.second.id, 1],
    ]);
    expect(body.data.users[1]!.level_progress).toMatchObject({
      completion: 'completed',
      marks_earned: 2,
    });
    expect(body.data).toMatchObject({ totalAttempted: 2, totalCompleted: 2 });
    const empty = await list(s.exam.level.id, { exam_date: '2001-01-01' });
    expect(empty.data).toEqual({
      level: body.data.level,
      users: [],
      totalAttempted: 0,
      totalCompleted: 0,
      pagination: { currentPage: 1, totalPages: 1, totalItems: 0, limit: 10 },
    });
  });

  it('paginates: page 2 holds the rest, totals do not depend on the page', async () => {
    const first = await list(s.exam.level.id, { limit: 2 });
    const second = await list(s.exam.level.id, { limit: 2, page: 2 });
    const beyond = await list(s.exam.level.id, { limit: 2, page: 5 });
    expect(first.data.users.map((user) => user.firstName)).toEqual(['Third', 'Second']);
    expect(second.data.users.map((user) => user.firstName)).toEqual(['First']);
    expect(beyond.data.users).toEqual([]);
    for (const [page, body] of [
      [1, first],
      [2, second],
      [5, beyond],
    ] as const) {
      expect(body.data.totalAttempted).toBe(3);
      expect(body.data.totalCompleted).toBe(1);
      expect(body.data.pagination).toEqual({
        currentPage: page,
        totalPages: 2,
        totalItems: 3,
        limit: 2,
      });
    }
  });

  it('orders students whose latest attempts started together by user id', async () => {
    const exam = await createExamLevel(t.database, { institutionId: s.institution.id });
    const startTime = new Date(s.today.getTime() + 7 * 60 * MINUTE);
    const students = await Promise.all(
      [1, 2, 3].map(() => createStudent(t.database, { institutionId: s.institution.id })),
    );
    for (const student of students) {
      await createSession(t.database, { exam, userId: student.id, startTime });
    }
    const ids = (await list(exam.level.id)).data.users.map((user) => user._id);
    expect(ids).toEqual(students.map((student) => student.id).sort());
  });

  it('costs the same few statements whatever the number of students and attempts', async () => {
    const exam = await createExamLevel(t.database, { institutionId: s.institution.id });
    const day = utcDayStart(3);
    const query = { exam_date: isoDay(day), limit: 100 };
    const statements = () => countQueries(t.database, () => list(exam.level.id, query));
    const sitters = async (count: number) => {
      for (let index = 0; index < count; index++) {
        const student = await createStudent(t.database, { institutionId: s.institution.id });
        for (const hour of [8, 9, 10]) {
          const startTime = new Date(day.getTime() + (hour * 60 + index) * MINUTE);
          await createSession(t.database, { exam, userId: student.id, startTime });
        }
      }
    };
    await sitters(1);
    const few = await statements();
    await sitters(12);
    expect((await list(exam.level.id, query)).data.users).toHaveLength(13);
    // The access guard's user lookup, the level with its paper and the page with its totals.
    expect(few).toBe(3);
    expect(await statements()).toBe(few);
  });
});
