import { Inject, Injectable } from '@nestjs/common';
import type { EvaluationQueueQuery } from '@markwise/contract';
import {
  answers,
  auditLog,
  levels,
  practiceSessions,
  questionPapers,
  users,
  type Database,
  type NewAuditLogEntry,
} from '@markwise/db';
import { and, count, desc, eq } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

/** Teacher control: overrides, re-runs and the failures list, always within one institution. */
@Injectable()
export class EvaluationAdminRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** The session if it belongs to the institution; `forUpdate` locks it for the transaction. */
  async findSession(
    sessionId: string,
    institutionId: string,
    tx: Executor = this.database.db,
    forUpdate = false,
  ) {
    const query = tx
      .select({
        id: practiceSessions.id,
        userId: practiceSessions.userId,
        levelId: practiceSessions.levelId,
        paperId: practiceSessions.paperId,
        status: practiceSessions.status,
        evaluationRuns: practiceSessions.evaluationRuns,
        marksAllocated: practiceSessions.marksAllocated,
        levelPassPercentage: levels.passPercentage,
        paperPassPercentage: questionPapers.passPercentage,
      })
      .from(practiceSessions)
      .innerJoin(levels, eq(levels.id, practiceSessions.levelId))
      .innerJoin(questionPapers, eq(questionPapers.id, practiceSessions.paperId))
      .where(
        and(eq(practiceSessions.id, sessionId), eq(practiceSessions.institutionId, institutionId)),
      );
    const [row] = forUpdate ? await query.for('update', { of: practiceSessions }) : await query;
    return row;
  }

  async audit(entry: NewAuditLogEntry, tx: Executor) {
    await tx.insert(auditLog).values(entry);
  }

  /** Back to 'submitted' for a new run; with `discardOverrides`, teachers' marks are dropped. */
  async resetForRun(sessionId: string, discardOverrides: boolean, tx: Executor) {
    await tx
      .update(practiceSessions)
      .set({ status: 'submitted', failureReason: null })
      .where(eq(practiceSessions.id, sessionId));
    if (!discardOverrides) return;
    await tx
      .update(answers)
      .set({ overriddenBy: null, overriddenAt: null, overrideReason: null })
      .where(eq(answers.sessionId, sessionId));
  }

  async userName(userId: string, tx: Executor = this.database.db) {
    const [row] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    return row ? `${row.firstName} ${row.lastName}`.trim() : '';
  }

  /** One page of the institution's sessions in a status, newest submission first; two queries. */
  async queuePage(institutionId: string, query: EvaluationQueueQuery) {
    const where = and(
      eq(practiceSessions.institutionId, institutionId),
      eq(practiceSessions.status, query.status),
    );
    const [rows, [total]] = await Promise.all([
      this.database.db
        .select({
          sessionId: practiceSessions.id,
          status: practiceSessions.status,
          failureReason: practiceSessions.failureReason,
          evaluationRuns: practiceSessions.evaluationRuns,
          submittedAt: practiceSessions.submittedAt,
          studentId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          paperId: questionPapers.id,
          paperTitle: questionPapers.title,
          qpCode: questionPapers.qpCode,
        })
        .from(practiceSessions)
        .innerJoin(users, eq(users.id, practiceSessions.userId))
        .innerJoin(questionPapers, eq(questionPapers.id, practiceSessions.paperId))
        .where(where)
        .orderBy(desc(practiceSessions.submittedAt), desc(practiceSessions.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.database.db.select({ total: count() }).from(practiceSessions).where(where),
    ]);
    return { rows, total: Number(total?.total ?? 0) };
  }
}
