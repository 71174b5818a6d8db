import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count, eq, getTableName, isTable } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, schema, verifyPassword, type Database, type Db } from '../src/index.js';
import { DEMO_LOGINS, isDatabaseEmpty, seedDemoData, type SeedResult } from '../src/seed/index.js';
import { TEST_TARGETS } from './databases.js';

const NOW = new Date('2026-03-10T11:30:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const TODAY = new Date(Date.UTC(2026, 2, 10));
const CLASSES = ['Grade 10A', 'Grade 10B', 'Grade 11A'];
const webPublic = fileURLToPath(new URL('../../../apps/web/public', import.meta.url));

/** Map.groupBy arrived in Node 21; the package also runs on Node 20. */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

async function countAll(db: Db): Promise<Record<string, number>> {
  const tables = Object.values(schema).filter(isTable) as PgTable[];
  const entries = await Promise.all(
    tables.map(async (table) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [getTableName(table), row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe.each(TEST_TARGETS)('demo seed on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let result: SeedResult;
  let db: Db;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    db = database.db;
    await migrateDatabase(database);
    expect(await isDatabaseEmpty(db)).toBe(true);
    result = await seedDemoData(db, { now: NOW });
  });
  afterAll(() => dispose());

  it('reports what it inserted', async () => {
    expect(result.seeded).toBe(true);
    expect(await isDatabaseEmpty(db)).toBe(false);
    const counts = await countAll(db);
    expect(counts.users).toBe(result.counts.users);
    expect(counts.practice_sessions).toBe(result.counts.practiceSessions);
    expect(counts.answers).toBe(result.counts.answers);
  });

  it('creates two institutions, an admin each and about 60 students in the three classes', async () => {
    const institutions = await db.select().from(schema.institutions);
    expect(institutions.map((row) => row.name).sort()).toEqual([
      'Greenfield Public School',
      'Riverside Academy',
    ]);
    const users = await db.select().from(schema.users);
    const admins = users.filter((user) => user.role === 'ADMIN');
    expect(new Set(admins.map((admin) => admin.institutionId)).size).toBe(2);
    expect(admins).toHaveLength(2);

    const students = users.filter((user) => user.role === 'STUDENT');
    expect(students.length).toBeGreaterThanOrEqual(55);
    expect(students.length).toBeLessThanOrEqual(65);
    expect(new Set(students.map((student) => student.studentClass))).toEqual(new Set(CLASSES));
    const greenfield = institutions.find((row) => row.name === 'Greenfield Public School');
    const inGreenfield = students.filter((student) => student.institutionId === greenfield?.id);
    expect(inGreenfield.length).toBeGreaterThan(students.length / 2);
    for (const student of students) {
      expect(student.mobile).toMatch(/^\d{10}$/);
      expect(student.rollNo).toBeTruthy();
      expect(['MALE', 'FEMALE', 'OTHER']).toContain(student.gender);
    }
    expect(new Set(users.map((user) => user.email.toLowerCase())).size).toBe(users.length);

    // Each institution has its classes as rows, and every student is in one of them.
    const classes = await db.select().from(schema.classes);
    for (const institution of institutions) {
      const names = classes
        .filter((row) => row.institutionId === institution.id)
        .map((row) => row.name);
      expect(names.sort()).toEqual([...CLASSES].sort());
    }
  });

  it('makes every demo login work with the shared password', async () => {
    const institutions = await db.select().from(schema.institutions);
    for (const login of DEMO_LOGINS) {
      const [user] = await db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, login.email));
      expect(user?.role).toBe(login.role);
      expect(institutions.find((row) => row.id === user?.institutionId)?.name).toBe(
        login.institution,
      );
      expect(await verifyPassword(user?.passwordHash ?? '', login.password)).toBe(true);
    }
  });

  it('creates four courses with shipped images, mixed availability, a premium course and three boards', async () => {
    const courses = await db.select().from(schema.courses);
    expect(courses).toHaveLength(4);
    expect(new Set(courses.map((course) => course.availabilityStatus))).toEqual(
      new Set(['live', 'available']),
    );
    expect(courses.some((course) => course.isPremium)).toBe(true);
    expect(new Set(courses.map((course) => course.board))).toEqual(
      new Set(['CBSE', 'ICSE', 'State Board']),
    );
    for (const course of courses) {
      expect(course.imageUrls.length).toBeGreaterThan(0);
      for (const url of course.imageUrls) {
        expect(url).toMatch(/^\/demo\/courses\/[a-z0-9-]+\.svg$/);
        expect(existsSync(`${webPublic}${url}`)).toBe(true);
      }
    }
    const enrollments = await db.select().from(schema.enrollments);
    expect(new Set(enrollments.map((row) => row.courseId)).size).toBe(4);
  });

  it('gives each course 2-3 subjects, one inactive, and each subject a journey of ordered levels', async () => {
    const subjects = await db.select().from(schema.subjects);
    const perCourse = groupBy(subjects, (subject) => subject.courseId);
    for (const group of perCourse.values()) expect([2, 3]).toContain(group.length);
    expect(subjects.filter((subject) => !subject.isActive)).toHaveLength(1);

    const journeys = await db.select().from(schema.journeys);
    expect(journeys.map((journey) => journey.subjectId).sort()).toEqual(
      subjects.map((subject) => subject.id).sort(),
    );
    const levels = await db.select().from(schema.levels);
    for (const group of groupBy(levels, (level) => level.journeyId).values()) {
      expect(group.map((level) => level.order).sort((a, b) => a - b)).toEqual(
        group.map((_, index) => index + 1),
      );
    }
    const exams = levels.filter((level) => level.type === 'exam');
    expect(exams.every((level) => level.questionPaperId)).toBe(true);
    expect(exams.some((level) => level.xpRequiredToUnlock > 0)).toBe(true);
    expect(levels.some((level) => level.type === 'topic')).toBe(true);
  });

  it('writes papers of 5-10 questions whose marks add up, in Hindi and Tamil as well', async () => {
    const papers = await db.select().from(schema.questionPapers);
    const questions = await db.select().from(schema.questions);
    for (const paper of papers) {
      const own = questions.filter((question) => question.paperId === paper.id);
      expect(own.length).toBeGreaterThanOrEqual(5);
      expect(own.length).toBeLessThanOrEqual(10);
      expect(own.reduce((sum, question) => sum + question.marks, 0)).toBe(paper.maxMarks);
      for (const question of own) {
        expect(question.rubric?.reduce((sum, point) => sum + point.marks, 0)).toBe(question.marks);
        expect(question.modelAnswer).toBeTruthy();
      }
    }
    const hindi = papers.filter((paper) => paper.language === 'hi');
    expect(hindi.length).toBeGreaterThan(0);
    const hindiQuestions = questions.filter((question) => question.paperId === hindi[0]?.id);
    for (const question of hindiQuestions) {
      expect(question.text).toMatch(/[\u0900-\u097F]/);
      expect(question.modelAnswer).toMatch(/[\u0900-\u097F]/);
    }
    const tamil = papers.find((paper) => paper.language === 'ta');
    expect(tamil?.title).toMatch(/[\u0B80-\u0BFF]/);
  });

  it('spreads sessions over the last 30 days, today included, with passes, fails and attempts in progress', async () => {
    const sessions = await db.select().from(schema.practiceSessions);
    for (const session of sessions) {
      expect(session.startTime.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 30 * DAY);
      expect(session.startTime.getTime()).toBeLessThanOrEqual(NOW.getTime());
      if (session.endTime) expect(session.endTime.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    for (const group of groupBy(sessions, (session) => session.levelId).values()) {
      expect(group.length).toBeGreaterThanOrEqual(3);
      expect(group.some((session) => session.startTime >= TODAY)).toBe(true);
    }
    const evaluated = sessions.filter((session) => session.status === 'evaluated');
    expect(evaluated.some((session) => session.isPass === true)).toBe(true);
    expect(evaluated.some((session) => session.isPass === false)).toBe(true);
    const inProgress = sessions.filter((session) => session.status === 'in_progress');
    expect(inProgress.length).toBeGreaterThan(0);
    for (const session of inProgress) {
      expect(session).toMatchObject({ endTime: null, marksAwarded: null, isPass: null });
    }
  });

  it('stores per-answer marks and structured feedback for evaluated sessions', async () => {
    const sessions = await db.select().from(schema.practiceSessions);
    const answers = await db.select().from(schema.answers);
    const questions = await db.select().from(schema.questions);
    const answersBySession = groupBy(answers, (answer) => answer.sessionId);
    for (const session of sessions.filter((row) => row.status === 'evaluated')) {
      const own = answersBySession.get(session.id) ?? [];
      expect(own).toHaveLength(questions.filter((q) => q.paperId === session.paperId).length);
      const total = own.reduce((sum, answer) => sum + (answer.marksAwarded ?? 0), 0);
      expect(total).toBeCloseTo(session.marksAwarded ?? -1, 5);
      expect(session.overallReport).toMatch(/^## /);
      for (const answer of own) {
        expect(Object.keys(answer.feedback ?? {}).sort()).toEqual([
          'guidlines',
          'marks_per_question',
          'readable_response',
        ]);
        for (const item of answer.feedback?.marks_per_question ?? []) {
          expect(item).toEqual(
            expect.objectContaining({
              question_number: expect.any(Number),
              marks_awarded: expect.any(Number),
              marks_allocated: expect.any(Number),
              feedback: expect.any(String),
            }),
          );
        }
      }
    }
  });

  it('keeps level progress and XP consistent with the sessions', async () => {
    const sessions = await db.select().from(schema.practiceSessions);
    const progress = await db.select().from(schema.levelProgress);
    const levels = await db.select().from(schema.levels);
    const examProgress = progress.filter(
      (row) => levels.find((level) => level.id === row.levelId)?.type === 'exam',
    );
    expect(examProgress.length).toBeGreaterThan(0);
    for (const row of examProgress) {
      const own = sessions
        .filter((session) => session.userId === row.userId && session.levelId === row.levelId)
        .sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
      expect(row.attempts).toBe(own.length);
      expect(row.lastSessionId).toBe(own.at(-1)?.id);
      expect(row.completion).toBe(
        own.some((session) => session.isPass) ? 'completed' : 'in_progress',
      );
      const marked = own.filter((session) => session.marksAwarded !== null);
      const best = marked.length > 0 ? Math.max(...marked.map((s) => s.marksAwarded ?? 0)) : null;
      expect(row.marksEarned).toBe(best);
    }
    const users = await db.select().from(schema.users);
    for (const user of users) {
      const earned = progress
        .filter((row) => row.userId === user.id)
        .reduce((sum, row) => sum + row.xpEarned, 0);
      expect(user.xp).toBe(earned);
    }
  });

  it('adds nothing when run a second time', async () => {
    const before = await countAll(db);
    const again = await seedDemoData(db, { now: new Date(NOW.getTime() + DAY) });
    expect(again.seeded).toBe(false);
    expect(Object.values(again.counts).every((value) => value === 0)).toBe(true);
    expect(await countAll(db)).toEqual(before);
  });
});
