import { expect } from 'vitest';
import {
  answers,
  courses,
  journeys,
  levels,
  practiceSessions,
  questionPapers,
  questions,
  subjects,
  users,
  type Database,
} from '@markwise/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { TestApp } from '../support/test-app.js';
import { marker } from './access-requests.js';
import type { Tenant } from './security-fixture.js';

/**
 * After the matrix: the objects the refused cells addressed are still there as they were, and no
 * text written by a caller who was refused reached the institution's rows (every write of the
 * matrix carries its caller's marker).
 */
export async function expectTenantUntouched(t: TestApp, a: Tenant) {
  const db = t.database.db;
  const exists = async (table: typeof courses | typeof subjects | typeof journeys, id: string) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;
  expect(await exists(courses, a.course.id)).toBe(true);
  expect(await exists(subjects, a.subject.id)).toBe(true);
  expect(await exists(journeys, a.journey.id)).toBe(true);
  expect(await db.select().from(levels).where(eq(levels.id, a.level.id))).toHaveLength(1);
  const papers = await db
    .select({ id: questionPapers.id })
    .from(questionPapers)
    .where(inArray(questionPapers.id, [a.paper.id, a.sparePaper.id]));
  expect(papers).toHaveLength(2);
  const [spare] = await db.select().from(users).where(eq(users.id, a.spareStudent.id));
  expect(spare?.isActive).toBe(true);

  const sessions = await db
    .select({ id: practiceSessions.id, status: practiceSessions.status })
    .from(practiceSessions)
    .where(inArray(practiceSessions.id, [a.openSessionId, a.evaluatedSessionId]));
  expect(Object.fromEntries(sessions.map((s) => [s.id, s.status]))).toEqual({
    [a.openSessionId]: 'in_progress',
    [a.evaluatedSessionId]: 'evaluated',
  });
  const [photo] = await db
    .select({ imagePaths: answers.imagePaths })
    .from(answers)
    .where(and(eq(answers.sessionId, a.openSessionId), eq(answers.questionId, a.firstQuestion.id)));
  expect(photo?.imagePaths).toContain(a.image.key);

  const text = await tenantText(t.database, a);
  for (const outsider of ['anonymous', 'otherStudent', 'otherAdmin'] as const) {
    expect(text.everything).not.toContain(marker(outsider));
  }
  // Students write only their own answers and profile; a classmate not even those of the owner.
  expect(text.catalogue).not.toContain(marker('student'));
  expect(text.catalogue).not.toContain(marker('classmate'));
  expect(text.ownerAnswers).not.toContain(marker('classmate'));
}

async function tenantText(database: Database, a: Tenant) {
  const db = database.db;
  const { institutionId } = a;
  const journeyRows = await db
    .select()
    .from(journeys)
    .where(eq(journeys.institutionId, institutionId));
  const paperRows = await db
    .select()
    .from(questionPapers)
    .where(eq(questionPapers.institutionId, institutionId));
  const catalogue = [
    await db.select().from(courses).where(eq(courses.institutionId, institutionId)),
    await db.select().from(subjects).where(eq(subjects.institutionId, institutionId)),
    journeyRows,
    await db
      .select()
      .from(levels)
      .where(inArray(levels.journeyId, journeyRows.map(idOf))),
    paperRows,
    await db
      .select()
      .from(questions)
      .where(inArray(questions.paperId, paperRows.map(idOf))),
  ];
  const sessionRows = await db
    .select()
    .from(practiceSessions)
    .where(eq(practiceSessions.institutionId, institutionId));
  const answerRows = await db
    .select()
    .from(answers)
    .where(inArray(answers.sessionId, sessionRows.map(idOf)));
  const people = await db.select().from(users).where(eq(users.institutionId, institutionId));
  const ownerSessions = new Set(
    sessionRows.filter((s) => s.userId === a.student.id).map((s) => s.id),
  );
  const ownerAnswers = answerRows.filter((answer) => ownerSessions.has(answer.sessionId));
  return {
    catalogue: JSON.stringify(catalogue),
    ownerAnswers: JSON.stringify(ownerAnswers),
    everything: JSON.stringify([catalogue, sessionRows, answerRows, people]),
  };
}

const idOf = (row: { id: string }) => row.id;
