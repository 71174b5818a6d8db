import { Injectable } from '@nestjs/common';
import { answers, practiceSessions, users } from '@markwise/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../database/database.module.js';
import { Repository } from '../repository.js';
import type { TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';
import { attemptOfAnswer } from './attempt-joins.js';

/**
 * The attempts a level's statistics and gradebook count: each student's latest attempt at the
 * level that has marks (in review or evaluated), latest by submission, then start, then id. An
 * attempt in review counts with the marks its answers hold now (the machine's until a teacher
 * decides), the marks teachers see on the desk; a student's earlier attempts do not count, so
 * each student weighs once.
 */
function latestMarkedAttempts(db: Executor, scope: TenantScope, levelId: string) {
  return db
    .selectDistinctOn([practiceSessions.userId], { id: practiceSessions.id })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.institutionId, scope.institutionId),
        eq(practiceSessions.levelId, levelId),
        inArray(practiceSessions.status, ['in_review', 'evaluated']),
      ),
    )
    .orderBy(
      practiceSessions.userId,
      sql`${practiceSessions.submittedAt} desc nulls last`,
      desc(practiceSessions.startTime),
      desc(practiceSessions.id),
    );
}

/** The marks of a level's counted attempts: what its statistics and gradebook are made of. */
@Injectable()
export class LevelMarksRepository extends Repository {
  /** Each student's latest marked attempt at the level, with the student; by name. */
  async attempts(scope: TenantScope, levelId: string, tx?: Tx) {
    const db = this.db(tx);
    return db
      .select({
        sessionId: practiceSessions.id,
        status: practiceSessions.status,
        submittedAt: practiceSessions.submittedAt,
        studentId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(practiceSessions)
      .innerJoin(users, eq(users.id, practiceSessions.userId))
      .where(inArray(practiceSessions.id, latestMarkedAttempts(db, scope, levelId)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email), asc(practiceSessions.id));
  }

  /**
   * The answers of those attempts: the mark (null while unmarked), whether the student may see it,
   * and the improvement suggestions of its feedback, which name the rubric points it missed.
   */
  async answers(scope: TenantScope, levelId: string, tx?: Tx) {
    const db = this.db(tx);
    return db
      .select({
        sessionId: answers.sessionId,
        questionId: answers.questionId,
        marks: answers.marksAwarded,
        released: sql<boolean>`${answers.releasedAt} is not null`,
        suggestions: sql<string[]>`coalesce(jsonb_path_query_array(${answers.feedback}, '$.marks_per_question[*].improvement_suggestion'), '[]'::jsonb)`,
      })
      .from(answers)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .where(
        and(
          eq(practiceSessions.institutionId, scope.institutionId),
          inArray(answers.sessionId, latestMarkedAttempts(db, scope, levelId)),
        ),
      );
  }
}
