import { randomUUID } from 'node:crypto';
import {
  courses,
  enrollments,
  journeys,
  levels,
  practiceSessions,
  questionPapers,
  subjects,
  type Database,
  type LevelType,
  type NewCourse,
} from '@markwise/db';
import { login } from './auth-helpers.js';
import { createInstitution, createUser } from './factories.js';
import type { TestApp } from './test-app.js';

/** Rows inserted straight with Drizzle, so the tests of one endpoint do not depend on another. */

export async function createCourse(
  database: Database,
  options: { institutionId: string } & Partial<Omit<NewCourse, 'institutionId'>>,
) {
  const [course] = await database.db
    .insert(courses)
    .values({ title: `Course ${randomUUID().slice(0, 8)}`, ...options })
    .returning();
  return course!;
}

export async function createSubject(
  database: Database,
  options: { institutionId: string; courseId: string; title?: string; isActive?: boolean },
) {
  const [subject] = await database.db
    .insert(subjects)
    .values({ title: `Subject ${randomUUID().slice(0, 8)}`, ...options })
    .returning();
  return subject!;
}

export async function createJourney(
  database: Database,
  options: { institutionId: string; subjectId: string; title?: string; createdAt?: Date },
) {
  const [journey] = await database.db
    .insert(journeys)
    .values({ title: `Journey ${randomUUID().slice(0, 8)}`, ...options })
    .returning();
  return journey!;
}

export async function createLevel(
  database: Database,
  options: {
    journeyId: string;
    order: number;
    type?: LevelType;
    title?: string;
    xpRequiredToUnlock?: number;
    xpReward?: number;
    questionPaperId?: string | null;
  },
) {
  const [level] = await database.db
    .insert(levels)
    .values({ title: `Level ${options.order}`, type: 'topic', ...options })
    .returning();
  return level!;
}

export async function createPaper(
  database: Database,
  options: { institutionId: string; title?: string },
) {
  const [paper] = await database.db
    .insert(questionPapers)
    .values({
      institutionId: options.institutionId,
      title: options.title ?? `Paper ${randomUUID().slice(0, 8)}`,
      timeAllowed: 60,
      year: 2025,
      qpCode: `QP-${randomUUID().slice(0, 6)}`,
      maxMarks: 10,
    })
    .returning();
  return paper!;
}

export async function enroll(database: Database, options: { courseId: string; userId: string }) {
  await database.db.insert(enrollments).values(options);
}

/** A student's attempt at an exam level: what makes the level, its subject and course undeletable. */
export async function createAttempt(
  database: Database,
  options: { institutionId: string; userId: string; levelId: string; paperId: string },
) {
  const [session] = await database.db
    .insert(practiceSessions)
    .values({ ...options, marksAllocated: 10 })
    .returning();
  return session!;
}

/**
 * institution → admin and student → course → subject → journey → levels (a topic, then an exam
 * on a paper): the chain most tests start from. Pass an institution to add to it.
 */
export async function createCatalogue(
  database: Database,
  options: { institutionId?: string } = {},
) {
  const institutionId = options.institutionId ?? (await createInstitution(database)).id;
  const admin = await createUser(database, { institutionId, role: 'ADMIN' });
  const student = await createUser(database, { institutionId });
  const course = await createCourse(database, { institutionId });
  const subject = await createSubject(database, { institutionId, courseId: course.id });
  const journey = await createJourney(database, { institutionId, subjectId: subject.id });
  const paper = await createPaper(database, { institutionId });
  const topic = await createLevel(database, { journeyId: journey.id, order: 1, type: 'topic' });
  const exam = await createLevel(database, {
    journeyId: journey.id,
    order: 2,
    type: 'exam',
    questionPaperId: paper.id,
  });
  return { institutionId, admin, student, course, subject, journey, paper, topic, exam };
}

/** A catalogue in a new institution, with its admin's and its student's access tokens. */
export async function createSchool(t: TestApp) {
  const catalogue = await createCatalogue(t.database);
  return {
    ...catalogue,
    adminToken: (await login(t, catalogue.admin.email)).token,
    studentToken: (await login(t, catalogue.student.email)).token,
  };
}

/**
 * How many SQL statements `action` sends through the database's client (the access guard's
 * included): a list endpoint must send as many for a long list as for a short one.
 */
export async function countQueries(database: Database, action: () => Promise<unknown>) {
  type Client = { query: (...args: unknown[]) => unknown };
  const client = (database.db as unknown as { $client: Client }).$client;
  const original = client.query;
  let total = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    total++;
    return original.apply(this, args);
  };
  try {
    await action();
  } finally {
    client.query = original;
  }
  return total;
}
