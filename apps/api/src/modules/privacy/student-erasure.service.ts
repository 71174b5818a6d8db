import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { PRIVACY_MESSAGES, StudentErasureResponse } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { notFound } from '../../common/errors/domain-errors.js';
import { PrivacyRepository } from './privacy.repository.js';
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
    private readonly repository: PrivacyRepository,
    private readonly files: StudentFiles,
  ) {}

  async erase(caller: AuthUser, studentId: string): Promise<StudentErasureResponse> {
    const erasureId = randomUUID();
    const erasedAt = new Date();
    const { removed, refs } = await this.repository.transaction(async (tx) => {
      const student = await this.repository.lockStudent(caller.institutionId, studentId, tx);
      if (!student) throw notFound(STUDENT_NOT_FOUND);
      const refs: StudentFileRefs = {
        avatar: student.photoUrl,
        photos: await this.repository.imagePaths(studentId, tx),
      };
      const removed = await this.repository.eraseStudent(studentId, tx);
      await this.repository.audit(
        {
          institutionId: caller.institutionId,
          actorUserId: caller.id,
          action: 'student.personal_data_erased',
          entityType: 'erasure',
          entityId: erasureId,
          after: { removed, files: refs.photos.length + (refs.avatar ? 1 : 0) },
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
