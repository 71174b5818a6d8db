import { answers, practiceSessions, regradeRequests } from '@markwise/db';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../database/database.module.js';
import type { StudentScope } from '../scope.js';

/*
 * The pieces of other aggregates' statements that are about attempts: the sessions aggregate owns
 * what they mean, the repositories that embed them own the rest of the statement.
 */

/** Whether the student has finished an attempt (submitted or later) on the paper `paperId`. */
export function hasSatPaper(student: Pick<StudentScope, 'studentId'>, paperId: AnyPgColumn): SQL {
  return sql`exists (
    select 1 from ${practiceSessions}
    where ${practiceSessions.paperId} = ${paperId}
      and ${practiceSessions.userId} = ${student.studentId}
      and ${practiceSessions.status} <> 'in_progress'
  )`;
}

/**
 * A lateral subquery (`performance`) of the student `userId`'s results: how many attempts were
 * evaluated and their mean percentage (unrounded; null when none has marks).
 */
export function resultsOf(db: Executor, userId: AnyPgColumn) {
  const s = practiceSessions;
  return db
    .select({
      completedExams: count().as('completed_exams'),
      averagePerformance: sql<number | null>`avg(case when ${s.marksAllocated} > 0
        and ${s.marksAwarded} is not null
        then ${s.marksAwarded}::float8 * 100 / ${s.marksAllocated} end)`.as('average_performance'),
    })
    .from(s)
    .where(and(eq(s.userId, userId), eq(s.status, 'evaluated')))
    .as('performance');
}

/** The ids of the student's attempts, as a subquery. */
export function sessionIdsOf(db: Executor, student: StudentScope) {
  return db
    .select({ id: practiceSessions.id })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.userId, student.studentId),
        eq(practiceSessions.institutionId, student.institutionId),
      ),
    );
}

/** The ids of the answers of the student's attempts, as a subquery. */
export function answerIdsOf(db: Executor, student: StudentScope) {
  return db
    .select({ id: answers.id })
    .from(answers)
    .where(inArray(answers.sessionId, sessionIdsOf(db, student)));
}

/** The ids of the re-check requests on the student's answers, as a subquery. */
export function regradeIdsOf(db: Executor, student: StudentScope) {
  return db
    .select({ id: regradeRequests.id })
    .from(regradeRequests)
    .where(inArray(regradeRequests.answerId, answerIdsOf(db, student)));
}
