import { describe, expect, it } from 'vitest';
import {
  apiRoutes,
  PERFORMANCE_RANGES,
  type DashboardStatsResponse,
  type PerformanceResponse,
} from '@markwise/contract';
import { adminTokenOf, tokenOf } from './support/auth-helpers.js';
import { createInstitution, createUser } from './support/factories.js';
import {
  createExamLevel,
  createSession,
  createStudent,
  DAY,
  isoDay,
  MINUTE,
  utcDayStart,
} from './support/session-factories.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { countQueries } from './support/sql-capture.js';

const STATS = `/api${apiRoutes.dashboard.stats}`;
const PERFORMANCE = `/api${apiRoutes.dashboard.performance}`;

/** Monday 00:00 UTC of the week `weeksAgo` weeks before this one. */
function weekStart(weeksAgo: number): Date {
  const today = utcDayStart(0);
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY;
  return new Date(monday - weeksAgo * 7 * DAY);
}

describe(`dashboard on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();

  const get = async <T>(path: string, token: string) =>
    (await t.as(token).get(path).expect(200)).body as T;

  /**
   * Two courses; the first has three evaluated attempts (50%, 75% and 80% of 10 marks: this week,
   * three weeks ago, twenty weeks ago) and one attempt in each other state; the second has none.
   */
  async function institutionWithAttempts() {
    const institution = await createInstitution(t.database);
    const exam = await createExamLevel(t.database, {
      institutionId: institution.id,
      courseTitle: 'A course',
    });
    const idle = await createExamLevel(t.database, {
      institutionId: institution.id,
      courseTitle: 'B course',
    });
    const students = await Promise.all(
      [1, 2, 3].map(() => createStudent(t.database, { institutionId: institution.id })),
    );
    await createUser(t.database, { institutionId: institution.id, isActive: false });
    const sit = (userIndex: number, startTime: Date, more = {}) =>
      createSession(t.database, {
        exam,
        userId: students[userIndex]!.id,
        startTime,
        ...more,
      });
    const hour = 60 * MINUTE;
    await sit(0, new Date(weekStart(0).getTime() + hour), { marks: [2, 3] });
    await sit(1, new Date(weekStart(3).getTime() + 2 * DAY), { marks: [3, 4.5] });
    await sit(2, new Date(weekStart(20).getTime() + hour), { marks: [4, 4] });
    await sit(0, new Date(), { status: 'submitted' });
    await sit(1, new Date(), { status: 'evaluating' });
    // Marked, with answers waiting for a teacher: still pending, no score to average.
    await sit(0, new Date(), { status: 'in_review' });
    await sit(2, new Date(), { status: 'in_progress', marks: [] });
    await sit(2, new Date(), { status: 'failed' });
    return { institution, exam, idle, token: await adminTokenOf(t, institution.id) };
  }

  it('counts students, pending and completed attempts and the mean percentage', async () => {
    const { token } = await institutionWithAttempts();
    // Another institution's attempts never count.
    await institutionWithAttempts();
    expect(await get<DashboardStatsResponse>(STATS, token)).toEqual({
      data: {
        // Three active students and one deactivated.
        totalStudents: 4,
        pendingEvaluations: 3,
        completedExams: 3,
        // (50 + 75 + 80) / 3 = 68.33...
        averagePerformance: 68.3,
      },
    });
  });

  it('answers zeros for an institution without attempts', async () => {
    const institution = await createInstitution(t.database);
    const token = await adminTokenOf(t, institution.id);
    expect(await get<DashboardStatsResponse>(STATS, token)).toEqual({
      data: { totalStudents: 0, pendingEvaluations: 0, completedExams: 0, averagePerformance: 0 },
    });
  });

  it('charts twelve weeks, every course and the spread of percentages', async () => {
    const { token, exam, idle } = await institutionWithAttempts();
    await institutionWithAttempts();
    const { data } = await get<PerformanceResponse>(PERFORMANCE, token);

    expect(data.weekly).toHaveLength(12);
    expect(data.weekly.map((week) => week.weekStart)).toEqual(
      Array.from({ length: 12 }, (_, index) => isoDay(weekStart(11 - index))),
    );
    expect(data.weekly[11]).toEqual({
      weekStart: isoDay(weekStart(0)),
      averagePercentage: 50,
      sessions: 1,
    });
    expect(data.weekly[8]).toEqual({
      weekStart: isoDay(weekStart(3)),
      averagePercentage: 75,
      sessions: 1,
    });
    const empty = data.weekly.filter((_, index) => index !== 11 && index !== 8);
    expect(empty.every((week) => week.averagePercentage === null && week.sessions === 0)).toBe(
      true,
    );

    expect(data.byCourse).toEqual([
      { courseId: exam.course.id, title: 'A course', averagePercentage: 68.3, sessions: 3 },
      { courseId: idle.course.id, title: 'B course', averagePercentage: null, sessions: 0 },
    ]);

    const counts = Object.fromEntries(data.distribution.map((band) => [band.range, band.count]));
    expect(data.distribution.map((band) => band.range)).toEqual([...PERFORMANCE_RANGES]);
    expect(counts).toEqual({
      ...Object.fromEntries(PERFORMANCE_RANGES.map((range) => [range, 0])),
      '50-59': 1,
      '70-79': 1,
      '80-89': 1,
    });
  });

  it('puts full marks in the top band', async () => {
    const institution = await createInstitution(t.database);
    const exam = await createExamLevel(t.database, { institutionId: institution.id });
    const student = await createStudent(t.database, { institutionId: institution.id });
    await createSession(t.database, { exam, userId: student.id, startTime: new Date() });
    await createSession(t.database, {
      exam,
      userId: student.id,
      startTime: new Date(),
      marks: [0, 0.9],
    });
    const token = await adminTokenOf(t, institution.id);
    const { data } = await get<PerformanceResponse>(PERFORMANCE, token);
    expect(data.distribution[9]).toEqual({ range: '90-100', count: 1 });
    expect(data.distribution[0]).toEqual({ range: '0-9', count: 1 });
  });

  it('answers each figure with one aggregate statement', async () => {
    const { token } = await institutionWithAttempts();
    const statements = (path: string) =>
      countQueries(t.database, () => t.as(token).get(path).expect(200));
    // Besides the access guard's user lookup: one for the stats, one per chart.
    expect(await statements(STATS)).toBe(2);
    expect(await statements(PERFORMANCE)).toBe(4);
  });

  it('is documented from the contract', async () => {
    const doc = (await t.request().get('/api/docs-json').expect(200)).body;
    for (const [path, schema] of [
      ['/api/dashboard/stats', 'DashboardStatsResponse'],
      ['/api/dashboard/performance', 'PerformanceResponse'],
    ]) {
      expect(doc.paths[path!].get.responses['200'].content['application/json'].schema).toEqual({
        $ref: `#/components/schemas/${schema}`,
      });
    }
  });

  it('is for admins only: 401 without a token, 403 for a student', async () => {
    const institution = await createInstitution(t.database);
    const student = await createStudent(t.database, { institutionId: institution.id });
    const token = await tokenOf(t, student);
    for (const path of [STATS, PERFORMANCE]) {
      await t.request().get(path).expect(401);
      await t.as(token).get(path).expect(403);
    }
  });
});
