import { describe, expect, it } from 'vitest';
import { attemptRoutes, type StudentSummaryResponse } from '@markwise/contract';
import { levels } from '@markwise/db';
import {
  ATTEMPT_TEST_ENV,
  attemptUrl,
  createAttemptSchool,
  createSittableLevel,
  setXp,
} from './support/attempt-factories.js';
import { createSession, MINUTE, type ExamFixture } from './support/session-factories.js';
import { createTestApp } from './support/test-app.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { countAppQueries } from './support/sql-capture.js';

describe(`GET /api/attempts/summary on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp(() => createTestApp(ATTEMPT_TEST_ENV));
  const url = attemptUrl(attemptRoutes.summary);

  /** A school whose student has two evaluated attempts (100% and 20%) and one still open. */
  async function schoolWithHistory() {
    const school = await createAttemptSchool(t);
    const exam = { ...school.exam, institutionId: school.institutionId } as unknown as ExamFixture;
    const [nextLevel] = await t.database.db
      .insert(levels)
      .values({
        journeyId: school.exam.journey.id,
        title: 'Second exam',
        order: 2,
        type: 'exam',
        xpRequiredToUnlock: 50,
        questionPaperId: school.exam.paper.id,
      })
      .returning();
    const otherJourney = await createSittableLevel(t.database, {
      institutionId: school.institutionId,
      xpRequired: 100,
    });
    await setXp(t.database, school.student.id, 20);
    const day = Date.now() - 3 * 24 * 60 * MINUTE;
    const passed = await createSession(t.database, {
      exam,
      userId: school.student.id,
      startTime: new Date(day),
      marks: [4, 6],
    });
    await createSession(t.database, {
      exam,
      userId: school.student.id,
      startTime: new Date(day + 60 * MINUTE),
      marks: [1, 1],
    });
    const open = await createSession(t.database, {
      exam,
      userId: school.student.id,
      startTime: new Date(day + 120 * MINUTE),
      status: 'in_progress',
    });
    // A classmate's attempt never counts towards the student's figures.
    await createSession(t.database, {
      exam,
      userId: school.classmate.id,
      startTime: new Date(day),
      marks: [0, 0],
    });
    return { school, nextLevel: nextLevel!, otherJourney, passed, open };
  }

  it("computes the dashboard's figures from the student's own sessions and levels", async () => {
    const { school, nextLevel, otherJourney, passed, open } = await schoolWithHistory();

    const response = await t.as(school.studentToken).get(url).expect(200);
    const { data } = response.body as StudentSummaryResponse;

    expect(data.xp).toBe(20);
    // Only the first level is open at 20 XP: the second needs 50, the other journey's 100.
    expect(data.availableExams).toBe(1);
    expect(data.completed).toBe(2);
    expect(data.averageScore).toBe(60);
    // Two finished attempts of 30 minutes each; the open one is not counted yet.
    expect(data.timeSpentMinutes).toBe(60);
    expect(data.recent.map((session) => session._id)).toEqual([
      open.session.id,
      expect.any(String),
      passed.session.id,
    ]);
    expect(data.recent[0]).toMatchObject({ status: 'in_progress', percentage: null, isPass: null });
    expect(data.recent[2]).toMatchObject({
      title: school.exam.paper.title,
      subject: school.exam.subject.title,
      status: 'evaluated',
      percentage: 100,
      isPass: true,
    });
    expect(data.subjects).toEqual([
      { subject: school.exam.subject.title, averageScore: 60, completed: 2 },
    ]);
    const byTitle = new Map(data.journeys.map((journey) => [journey.journeyTitle, journey]));
    expect(byTitle.get(school.exam.journey.title)).toEqual({
      journeyTitle: school.exam.journey.title,
      subjectTitle: school.exam.subject.title,
      courseTitle: school.exam.course.title,
      levelsTotal: 2,
      levelsPassed: 1,
      nextLevel: { levelId: nextLevel.id, title: 'Second exam', xpRequired: 50, xpNeeded: 30 },
    });
    expect(byTitle.get(otherJourney.journey.title)).toMatchObject({
      levelsTotal: 1,
      levelsPassed: 0,
      nextLevel: { levelId: otherJourney.level.id, xpNeeded: 80 },
    });
  });

  it('gives a student without evaluated attempts zeros and no average', async () => {
    const school = await createAttemptSchool(t);
    const response = await t.as(school.studentToken).get(url).expect(200);
    const { data } = response.body as StudentSummaryResponse;
    expect(data).toMatchObject({
      xp: 0,
      availableExams: 1,
      completed: 0,
      averageScore: null,
      timeSpentMinutes: 0,
      recent: [],
      subjects: [],
    });
    expect(data.journeys).toEqual([expect.objectContaining({ levelsPassed: 0, nextLevel: null })]);
  });

  it('is for students only', async () => {
    const school = await createAttemptSchool(t);
    await t.request().get(url).expect(401);
    await t.as(school.adminToken).get(url).expect(403);
  });

  it('costs the same number of statements however long the history is', async () => {
    const { school } = await schoolWithHistory();
    const statements = await countAppQueries(t.database, () =>
      t.as(school.studentToken).get(url).expect(200),
    );
    // The access guard's user lookup, then levels, sessions and XP.
    expect(statements).toBe(4);
  });
});
