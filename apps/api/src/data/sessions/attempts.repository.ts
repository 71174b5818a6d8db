import { Injectable } from '@nestjs/common';
import {
  answers,
  journeys,
  levels,
  practiceSessions,
  questionPapers,
  subjects,
  type NewPracticeSession,
} from '@markwise/db';
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { StudentScope, SystemScope, TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';
import { answersIn, sessionOf, sessionsIn, type SessionScope } from './session-scope.js';
import { journeyOfLevel, subjectOfJourney } from '../catalogue/catalogue-joins.js';
import { levelOfAttempt, paperOfAttempt } from './attempt-joins.js';

export type SessionRow = NonNullable<Awaited<ReturnType<AttemptsRepository['findSession']>>>;

/** Where attempts can hang: whether any exists on it is what keeps it from being deleted. */
export type AttemptTarget =
  | { levelId: string }
  | { journeyId: string }
  | { subjectId: string }
  | { courseId: string }
  | { paperId: string };

/** A student's attempt (a practice session) at an exam level: its life from start to submission. */
@Injectable()
export class AttemptsRepository extends Repository {
  /**
   * An attempt the scope may see, with the rules it is marked under (the level's and the paper's
   * pass percentages, the level's release policy). `lock` holds the attempt's row for a write
   * until the transaction ends.
   */
  async findSession(
    scope: SessionScope,
    sessionId: string,
    options: { lock?: boolean; tx?: Tx } = {},
  ) {
    const query = this.db(options.tx)
      .select({
        id: practiceSessions.id,
        institutionId: practiceSessions.institutionId,
        userId: practiceSessions.userId,
        levelId: practiceSessions.levelId,
        paperId: practiceSessions.paperId,
        status: practiceSessions.status,
        attemptNumber: practiceSessions.attemptNumber,
        startTime: practiceSessions.startTime,
        deadlineAt: practiceSessions.deadlineAt,
        submittedAt: practiceSessions.submittedAt,
        evaluationRuns: practiceSessions.evaluationRuns,
        marksAllocated: practiceSessions.marksAllocated,
        levelPassPercentage: levels.passPercentage,
        paperPassPercentage: questionPapers.passPercentage,
        releasePolicy: levels.releasePolicy,
        regradeWindowDays: levels.regradeWindowDays,
      })
      .from(practiceSessions)
      .innerJoin(levels, levelOfAttempt)
      .innerJoin(questionPapers, paperOfAttempt)
      .where(sessionOf(scope, sessionId));
    const [row] = options.lock
      ? await query.for('update', { of: practiceSessions })
      : await query;
    return row;
  }

  /** Per level: the student's attempts, best evaluated percentage and an attempt open to resume. */
  async summariesByLevel(student: StudentScope, now: Date, tx?: Tx) {
    const s = practiceSessions;
    const rows = await this.db(tx)
      .select({
        levelId: s.levelId,
        attempts: count(),
        best: sql<number | string | null>`max(case when ${s.status} = 'evaluated'
          and ${s.marksAllocated} > 0 then ${s.marksAwarded} * 100.0 / ${s.marksAllocated} end)`,
        open: sql<string | null>`max(${s.id}::text) filter (where ${s.status} = 'in_progress'
          and (${s.deadlineAt} is null or ${s.deadlineAt} > ${now.toISOString()}))`,
      })
      .from(s)
      .where(sessionsIn(student))
      .groupBy(s.levelId);
    return rows.map((row) => ({
      ...row,
      attempts: Number(row.attempts),
      best: row.best === null ? null : Number(row.best),
    }));
  }

  /**
   * Every attempt of the student, newest first, with its paper, the subject of its level's
   * journey and its overall report.
   */
  async history(student: StudentScope, tx?: Tx) {
    const s = practiceSessions;
    return this.db(tx)
      .select({
        id: s.id,
        levelId: s.levelId,
        status: s.status,
        startTime: s.startTime,
        endTime: s.endTime,
        marksAwarded: s.marksAwarded,
        marksAllocated: s.marksAllocated,
        isPass: s.isPass,
        overallReport: s.overallReport,
        evaluatedAt: s.evaluatedAt,
        resultsSeenAt: s.resultsSeenAt,
        paperTitle: questionPapers.title,
        paperCode: questionPapers.qpCode,
        subject: subjects.title,
      })
      .from(s)
      .innerJoin(questionPapers, paperOfAttempt)
      .innerJoin(levels, levelOfAttempt)
      .innerJoin(journeys, journeyOfLevel)
      .innerJoin(subjects, subjectOfJourney)
      .where(sessionsIn(student))
      .orderBy(desc(s.startTime), desc(s.id));
  }

  /** The student has opened the attempt's released results: they are no longer new. */
  async markResultsSeen(student: StudentScope, sessionId: string, at: Date, tx?: Tx) {
    await this.db(tx)
      .update(practiceSessions)
      .set({ resultsSeenAt: at })
      .where(
        and(
          sessionsIn(student),
          eq(practiceSessions.id, sessionId),
          eq(practiceSessions.status, 'evaluated'),
          isNull(practiceSessions.resultsSeenAt),
        ),
      );
  }

  /** The student's attempts on the level, oldest first. */
  async onLevel(student: StudentScope, levelId: string, tx?: Tx) {
    return this.db(tx)
      .select({
        id: practiceSessions.id,
        status: practiceSessions.status,
        deadlineAt: practiceSessions.deadlineAt,
      })
      .from(practiceSessions)
      .where(and(sessionsIn(student), eq(practiceSessions.levelId, levelId)))
      .orderBy(asc(practiceSessions.attemptNumber));
  }

  async insert(
    scope: TenantScope,
    values: Omit<NewPracticeSession, 'institutionId'>,
    tx: Tx,
  ): Promise<string> {
    return this.insertOwned(scope, practiceSessions, values, tx);
  }

  /** Ends an attempt and its answers: submitted at `at`, by the student or by the deadline. */
  async submit(scope: TenantScope, sessionId: string, at: Date, tx: Tx) {
    const db = this.db(tx);
    await db
      .update(practiceSessions)
      .set({ status: 'submitted', submittedAt: at, endTime: at })
      .where(sessionOf(scope, sessionId));
    await db
      .update(answers)
      .set({ submittedAt: at })
      .where(and(eq(answers.sessionId, sessionId), answersIn(db, scope)));
  }

  /**
   * In-progress attempts of every institution (the expired-attempts sweeper's own housekeeping)
   * whose deadline passed more than `graceSeconds` ago; locked for closing, and those another
   * replica is closing right now are skipped rather than waited for.
   */
  async lockExpired(_system: SystemScope, graceSeconds: number, limit: number, tx: Tx) {
    return this.db(tx)
      .select({
        id: practiceSessions.id,
        institutionId: practiceSessions.institutionId,
        deadlineAt: practiceSessions.deadlineAt,
      })
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.status, 'in_progress'),
          sql`${practiceSessions.deadlineAt} < now() - make_interval(secs => ${graceSeconds})`,
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  /**
   * Whether any student has started an attempt on the level, or on a level of the journey,
   * subject or course, or on the paper: their results would go with it.
   */
  async anyOn(scope: TenantScope, target: AttemptTarget, tx?: Tx): Promise<boolean> {
    const s = practiceSessions;
    let query = this.db(tx).select({ id: s.id }).from(s).$dynamic();
    let filter: SQL;
    if ('levelId' in target) filter = eq(s.levelId, target.levelId);
    else if ('paperId' in target) filter = eq(s.paperId, target.paperId);
    else {
      query = query.innerJoin(levels, levelOfAttempt);
      if ('journeyId' in target) filter = eq(levels.journeyId, target.journeyId);
      else {
        query = query.innerJoin(journeys, journeyOfLevel);
        if ('subjectId' in target) filter = eq(journeys.subjectId, target.subjectId);
        else {
          query = query.innerJoin(subjects, subjectOfJourney);
          filter = eq(subjects.courseId, target.courseId);
        }
      }
    }
    const rows = await query.where(and(eq(s.institutionId, scope.institutionId), filter)).limit(1);
    return rows.length === 1;
  }
}
