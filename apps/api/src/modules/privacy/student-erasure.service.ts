import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { PRIVACY_MESSAGES, StudentErasureResponse } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { notFound } from '../../common/errors/domain-errors.js';
import { AuditLogRepository } from '../../data/audit/audit-log.repository.js';
import { CoursesRepository } from '../../data/catalogue/courses.repository.js';
import { ScansRepository } from '../../data/paper-exams/scans.repository.js';
import { AuthSessionsRepository } from '../../data/people/auth-sessions.repository.js';
import { StudentsRepository } from '../../data/people/students.repository.js';
import { UsersRepository } from '../../data/people/users.repository.js';
import { studentIn, tenantOf } from '../../data/scope.js';
import { StudentRecordsRepository } from '../../data/sessions/student-records.repository.js';
import { VivaSessionsRepository } from '../../data/sessions/viva-sessions.repository.js';
import { Transactions } from '../../data/transactions.js';
import { StudentFiles, type StudentFileRefs } from './student-files.js';
import { STUDENT_NOT_FOUND } from './student-export.service.js';

/**
 * DELETE /students/:id/personal-data. Every row of the student goes in one transaction (their
 * sessions too: see README, Privacy), then their files; the audit log keeps that an erasure
 * happened, by whom and when, under a fresh reference that names no one.
 */
@Injectable()
export class StudentErasureService {
  private readonly logger = new Logger('Privacy');

  constructor(
    private readonly transactions: Transactions,
    private readonly users: UsersRepository,
    private readonly students: StudentsRepository,
    private readonly records: StudentRecordsRepository,
    private readonly courses: CoursesRepository,
    private readonly authSessions: AuthSessionsRepository,
    private readonly audit: AuditLogRepository,
    private readonly files: StudentFiles,
    private readonly scans: ScansRepository,
    private readonly vivas: VivaSessionsRepository,
  ) {}

  async erase(caller: AuthUser, studentId: string): Promise<StudentErasureResponse> {
    const erasureId = randomUUID();
    const erasedAt = new Date();
    const tenant = tenantOf(caller);
    const student = studentIn(tenant, studentId);
    const { removed, refs } = await this.transactions.run(async (tx) => {
      // Their own requests wait until the erasure is over.
      const locked = await this.users.lockStudent(student, tx);
      if (!locked) throw notFound(STUDENT_NOT_FOUND);
      const refs: StudentFileRefs = {
        avatar: locked.photoUrl,
        photos: await this.records.imagePathsOf(student, tx),
        scans: await this.scans.imageKeysOfStudent(student, tx),
      };
      // Children first; the audit entries before the attempts and answers they are found through.
      const auditEntries = await this.audit.eraseAbout(student, tx);
      const records = await this.records.erase(student, tx);
      const vivaSessions = await this.vivas.erase(student, tx);
      const enrollments = await this.courses.eraseEnrollmentsOf(student, tx);
      const refreshTokens = await this.authSessions.eraseOf(student, tx);
      await this.students.erase(student, tx);
      const removed = { ...records, enrollments, refreshTokens, auditEntries, vivaSessions };
      await this.audit.record(
        tenant,
        {
          actorUserId: caller.id,
          action: 'student.personal_data_erased',
          entityType: 'erasure',
          entityId: erasureId,
          after: {
            removed,
            files: refs.photos.length + (refs.scans?.length ?? 0) + (refs.avatar ? 1 : 0),
          },
          createdAt: erasedAt,
        },
        tx,
      );
      return { removed, refs };
    });

    // Only once the rows are gone for good: a rolled-back erasure must leave the files in place.
    const files = await this.files.removeAll(refs, erasureId);
    this.logger.log(
      `erasure ${erasureId} in institution ${caller.institutionId} by ${caller.id}: ` +
        `${removed.practiceSessions} sessions, ${files.removed} files removed, ${files.failed} failed`,
    );
    return StudentErasureResponse.parse({
      message: PRIVACY_MESSAGES.erased,
      data: { erasureId, erasedAt: erasedAt.toISOString(), removed, files },
    });
  }
}
