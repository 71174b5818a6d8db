import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { marker } from './access-requests.js';
import type { Tenant } from './security-fixture.js';
import { tenantRows } from './tenant-rows.js';

/**
 * After the matrix: the objects the refused cells addressed are still there as they were, and no
 * text written by a caller who was refused reached the institution's rows (every write of the
 * matrix carries its caller's marker).
 */
export async function expectTenantUntouched(t: TestApp, a: Tenant) {
  const rows = await tenantRows(t.database, a.institutionId);
  const withIds = <T extends { id: string }>(table: T[], ids: string[]) =>
    table.filter((row) => ids.includes(row.id));
  expect(withIds(rows.classes, [a.schoolClass.id])).toHaveLength(1);
  expect(withIds(rows.courses, [a.course.id])).toHaveLength(1);
  expect(withIds(rows.subjects, [a.subject.id])).toHaveLength(1);
  expect(withIds(rows.journeys, [a.journey.id])).toHaveLength(1);
  expect(withIds(rows.levels, [a.level.id])).toHaveLength(1);
  expect(withIds(rows.papers, [a.paper.id, a.sparePaper.id])).toHaveLength(2);
  const [spare] = withIds(rows.people, [a.spareStudent.id]);
  expect(spare?.isActive).toBe(true);

  const sessions = withIds(rows.sessions, [a.openSessionId, a.evaluatedSessionId]);
  expect(Object.fromEntries(sessions.map((s) => [s.id, s.status]))).toEqual({
    [a.openSessionId]: 'in_progress',
    [a.evaluatedSessionId]: 'evaluated',
  });
  const photo = rows.answers.find(
    (answer) => answer.sessionId === a.openSessionId && answer.questionId === a.firstQuestion.id,
  );
  expect(photo?.imagePaths).toContain(a.image.key);

  const text = tenantText(rows, a);
  for (const outsider of ['anonymous', 'otherStudent', 'otherAdmin'] as const) {
    expect(text.everything).not.toContain(marker(outsider));
  }
  // Students write only their own answers and profile; a classmate not even those of the owner.
  expect(text.catalogue).not.toContain(marker('student'));
  expect(text.catalogue).not.toContain(marker('classmate'));
  expect(text.ownerAnswers).not.toContain(marker('classmate'));
}

function tenantText(rows: Awaited<ReturnType<typeof tenantRows>>, a: Tenant) {
  const catalogue = [
    rows.classes,
    rows.courses,
    rows.subjects,
    rows.journeys,
    rows.levels,
    rows.papers,
    rows.questions,
  ];
  const ownerSessions = new Set(
    rows.sessions.filter((s) => s.userId === a.student.id).map((s) => s.id),
  );
  const ownerAnswers = rows.answers.filter((answer) => ownerSessions.has(answer.sessionId));
  return {
    catalogue: JSON.stringify(catalogue),
    ownerAnswers: JSON.stringify(ownerAnswers),
    everything: JSON.stringify([catalogue, rows.sessions, rows.answers, rows.people]),
  };
}
