import { practiceSessions, users } from '@markwise/db';
import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../database/database.module.js';
import { isSystemScope, type ReaderScope, type StudentScope, type SystemScope } from '../scope.js';
import { attemptOfAnswer } from './attempt-joins.js';

/** Whose attempts a statement may touch: an institution's, a student's own, or (system) any. */
export type SessionScope = ReaderScope | SystemScope;

/** The scope's attempts: of its institution, and of its student when there is one. */
export function sessionsIn(scope: SessionScope): SQL | undefined {
  if (isSystemScope(scope)) return undefined;
  return and(
    eq(practiceSessions.institutionId, scope.institutionId),
    'studentId' in scope ? eq(practiceSessions.userId, scope.studentId) : undefined,
  );
}

/** One attempt, if the scope may touch it. */
export const sessionOf = (scope: SessionScope, sessionId: string): SQL =>
  and(eq(practiceSessions.id, sessionId), sessionsIn(scope))!;

/**
 * Answers have no institution of their own: they are the scope's through their attempt (a primary
 * key lookup per answer).
 */
export function answersIn(db: Executor, scope: SessionScope): SQL | undefined {
  const filter = sessionsIn(scope);
  if (!filter) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(practiceSessions)
      .where(and(attemptOfAnswer, filter)),
  );
}

/**
 * Rows keyed by a student that have no institution of their own (their level progress): the
 * student's, and only if the student is the institution's.
 */
export const ofStudent = (column: AnyPgColumn, student: StudentScope): SQL =>
  sql`${column} in (select ${users.id} from ${users} where ${users.id} = ${student.studentId} and ${users.institutionId} = ${student.institutionId})`;
