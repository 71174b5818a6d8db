import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, schema, type Database, type Db } from '../src/index.js';
import { seedDemoData } from '../src/seed/index.js';
import { TEST_TARGETS } from './databases.js';

const { practiceSessions, levels, users } = schema;
const at = (iso: string) => new Date(iso);

/**
 * latest_of_day is kept by triggers (migration 0002): whichever way attempts are written, exactly
 * the latest attempt of each student, level and UTC day carries it.
 */
describe.each(TEST_TARGETS)('latest attempt of the day on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let db: Db;
  let exam: { levelId: string; paperId: string; institutionId: string };
  /** Two students of the exam's institution. */
  let studentIds: string[];

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    db = database.db;
    await migrateDatabase(database);
    await seedDemoData(db, { now: at('2026-03-10T11:30:00Z') });
    const [level] = await db
      .select({ levelId: levels.id, paperId: levels.questionPaperId })
      .from(levels)
      .where(isNotNull(levels.questionPaperId))
      .limit(1);
    const [student] = await db
      .select({ institutionId: users.institutionId })
      .from(users)
      .where(eq(users.role, 'STUDENT'))
      .limit(1);
    exam = {
      levelId: level!.levelId,
      paperId: level!.paperId!,
      institutionId: student!.institutionId,
    };
    const students = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'STUDENT'), eq(users.institutionId, exam.institutionId)))
      .limit(2);
    studentIds = students.map((student) => student.id);
  });
  afterAll(() => dispose());

  const sit = async (userId: string, startTime: Date) => {
    const [row] = await db
      .insert(practiceSessions)
      .values({ ...exam, userId, startTime, marksAllocated: 10 })
      .returning({ id: practiceSessions.id });
    return row!.id;
  };
  const latest = async (userId: string) => {
    const rows = await db
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.userId, userId),
          eq(practiceSessions.levelId, exam.levelId),
          eq(practiceSessions.latestOfDay, true),
          sql`${practiceSessions.startTime} >= '2030-01-01'`,
        ),
      );
    return rows.map((row) => row.id).sort();
  };
  /** The student's attempt that started at `iso`. */
  const startedAt = async (userId: string, iso: string) => {
    const [row] = await db
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(and(eq(practiceSessions.userId, userId), eq(practiceSessions.startTime, at(iso))));
    return row!;
  };

  it('marks one attempt per student, level and UTC day: the latest, whatever the insert order', async () => {
    const [student] = studentIds;
    await sit(student!, at('2030-01-01T12:00:00Z'));
    await sit(student!, at('2030-01-01T08:00:00Z'));
    const lateEvening = await sit(student!, at('2030-01-01T23:59:00Z'));
    const nextDay = await sit(student!, at('2030-01-02T00:01:00Z'));
    expect(await latest(student!)).toEqual([lateEvening, nextDay].sort());

    // Several rows in one statement, out of order.
    const [second] = studentIds.slice(1);
    const rows = await db
      .insert(practiceSessions)
      .values(
        ['2030-01-01T10:00:00Z', '2030-01-01T15:00:00Z', '2030-01-01T09:00:00Z'].map((time) => ({
          ...exam,
          userId: second!,
          startTime: at(time),
          marksAllocated: 10,
        })),
      )
      .returning({ id: practiceSessions.id, startTime: practiceSessions.startTime });
    const afternoon = rows.find((row) => row.startTime.getUTCHours() === 15)!.id;
    expect(await latest(second!)).toEqual([afternoon]);
  });

  it('passes the mark to the previous attempt when the latest is deleted or moved to another day', async () => {
    const [student] = studentIds;
    expect(await latest(student!)).toHaveLength(2);
    const lateEvening = await startedAt(student!, '2030-01-01T23:59:00Z');
    const noon = await startedAt(student!, '2030-01-01T12:00:00Z');
    await db.delete(practiceSessions).where(eq(practiceSessions.id, lateEvening.id));
    const afterDelete = await latest(student!);
    expect(afterDelete).toContain(noon.id);
    expect(afterDelete).toHaveLength(2);

    // Noon moves to the next day, where it is earlier than the 00:01 attempt: 08:00 takes over.
    await db
      .update(practiceSessions)
      .set({ startTime: at('2030-01-02T00:00:30Z') })
      .where(eq(practiceSessions.id, noon.id));
    const morning = await startedAt(student!, '2030-01-01T08:00:00Z');
    const afterMove = await latest(student!);
    expect(afterMove).toContain(morning.id);
    expect(afterMove).not.toContain(noon.id);
    expect(afterMove).toHaveLength(2);
  });
});
