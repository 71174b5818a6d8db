import { Injectable } from '@nestjs/common';
import { auditLog, type NewAuditLogEntry } from '@markwise/db';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../database/database.module.js';
import { Repository } from '../repository.js';
import type { StudentScope, TenantScope } from '../scope.js';
import { answerIdsOf, regradeIdsOf, sessionIdsOf } from '../sessions/session-subqueries.js';
import type { Tx } from '../transactions.js';

export type AuditEntry = Omit<NewAuditLogEntry, 'institutionId'>;

/** Who changed what and why: overrides, decisions, releases, re-runs, exports and erasures. */
@Injectable()
export class AuditLogRepository extends Repository {
  async record(scope: TenantScope, entry: AuditEntry, tx?: Tx) {
    await this.db(tx)
      .insert(auditLog)
      .values({ ...entry, institutionId: scope.institutionId });
  }

  /** Entries about the student, one of their attempts or answers, or made by them; oldest first. */
  entriesAbout(student: StudentScope, tx?: Tx) {
    const db = this.db(tx);
    return db
      .select()
      .from(auditLog)
      .where(about(db, student))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  }

  /** Removes those entries (the student's erasure); returns how many went. */
  async eraseAbout(student: StudentScope, tx: Tx): Promise<number> {
    const db = this.db(tx);
    const rows = await db
      .delete(auditLog)
      .where(about(db, student))
      .returning({ id: auditLog.id });
    return rows.length;
  }
}

function about(db: Executor, student: StudentScope): SQL {
  return and(
    eq(auditLog.institutionId, student.institutionId),
    or(
      eq(auditLog.actorUserId, student.studentId),
      and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, student.studentId)),
      and(
        eq(auditLog.entityType, 'practice_session'),
        inArray(auditLog.entityId, sessionIdsOf(db, student)),
      ),
      and(eq(auditLog.entityType, 'answer'), inArray(auditLog.entityId, answerIdsOf(db, student))),
      and(
        eq(auditLog.entityType, 'regrade_request'),
        inArray(auditLog.entityId, regradeIdsOf(db, student)),
      ),
    ),
  )!;
}
