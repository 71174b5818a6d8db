import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import {
  EXPORT_DATA_FILE,
  exportPhotoPath,
  studentExportFileName,
  type StudentDataExport,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { notFound } from '../../common/errors/domain-errors.js';
import { AuditLogRepository } from '../../data/audit/audit-log.repository.js';
import { CoursesRepository } from '../../data/catalogue/courses.repository.js';
import { AuthSessionsRepository } from '../../data/people/auth-sessions.repository.js';
import { StudentsRepository } from '../../data/people/students.repository.js';
import { studentIn, tenantOf, type StudentScope } from '../../data/scope.js';
import { RegradeRequestsRepository } from '../../data/sessions/regrade-requests.repository.js';
import { TutorConversationsRepository } from '../../data/sessions/tutor-conversations.repository.js';
import { VivaSessionsRepository } from '../../data/sessions/viva-sessions.repository.js';
import { StudentRecordsRepository } from '../../data/sessions/student-records.repository.js';
import { Transactions, type Tx } from '../../data/transactions.js';
import { StudentFiles } from './student-files.js';
import { toExportData, type ExportFiles, type ExportRows } from './student-export.mapper.js';
import { zipStream, type ZipEntry } from './zip-stream.js';

export const STUDENT_NOT_FOUND = 'Student not found';

/** A file to copy into the archive: where it is stored, and where it goes in the zip. */
type FileCopy = { kind: 'avatar' | 'photo'; stored: string; zipPath: string };

/** GET /students/:id/export: data.json and every stored file, in one streamed zip. */
@Injectable()
export class StudentExportService {
  private readonly logger = new Logger('Privacy');

  constructor(
    private readonly transactions: Transactions,
    private readonly students: StudentsRepository,
    private readonly records: StudentRecordsRepository,
    private readonly regrades: RegradeRequestsRepository,
    private readonly tutor: TutorConversationsRepository,
    private readonly vivas: VivaSessionsRepository,
    private readonly courses: CoursesRepository,
    private readonly authSessions: AuthSessionsRepository,
    private readonly audit: AuditLogRepository,
    private readonly files: StudentFiles,
  ) {}

  async export(caller: AuthUser, studentId: string): Promise<{ fileName: string; zip: Readable }> {
    const student = studentIn(tenantOf(caller), studentId);
    const rows = await this.transactions.snapshot((tx) => this.load(student, tx));
    if (!rows) throw notFound(STUDENT_NOT_FOUND);

    const { copies, files } = await this.planFiles(rows);
    const data = toExportData(rows, files, new Date());
    // Who took a copy of a minor's data, and when; the entry names the student by id only.
    await this.audit.record(tenantOf(caller), {
      actorUserId: caller.id,
      action: 'student.personal_data_exported',
      entityType: 'user',
      entityId: studentId,
      after: { practiceSessions: data.practiceSessions.length, files: copies.length },
    });
    return {
      fileName: studentExportFileName(studentId),
      zip: zipStream(this.entries(data, copies)),
    };
  }

  private async load(student: StudentScope, tx: Tx): Promise<ExportRows | undefined> {
    const row = await this.students.findForExport(student, tx);
    if (!row) return undefined;
    // One after another: a transaction is one connection, which runs one statement at a time.
    return {
      student: row,
      progress: await this.records.progressOf(student, tx),
      enrollments: await this.courses.enrollmentsOf(student, tx),
      sessions: await this.records.sessionsOf(student, tx),
      answers: await this.records.answersOf(student, tx),
      regradeRequests: await this.regrades.ofStudent(student, tx),
      tutorConversations: await this.tutor.ofStudent(student, tx),
      vivaSessions: await this.vivas.ofStudent(student, tx),
      audit: await this.audit.entriesAbout(student, tx),
      refreshTokens: await this.authSessions.listOf(student, tx),
    };
  }

  /**
   * Which stored files go into the zip. Checked before anything is sent, so data.json (the first
   * entry) can say which ones were missing.
   */
  private async planFiles(rows: ExportRows): Promise<{ copies: FileCopy[]; files: ExportFiles }> {
    const copies: FileCopy[] = [];
    const missingFiles: string[] = [];
    const include = async (copy: FileCopy) => {
      const ref = copy.kind === 'avatar' ? { avatar: copy.stored } : { photo: copy.stored };
      if (await this.files.exists(ref)) {
        copies.push(copy);
        return true;
      }
      missingFiles.push(copy.zipPath);
      return false;
    };

    const { photoUrl } = rows.student.user;
    const avatarName = this.files.avatarExportName(photoUrl);
    const photoFile =
      photoUrl &&
      avatarName &&
      (await include({ kind: 'avatar', stored: photoUrl, zipPath: avatarName }))
        ? avatarName
        : null;
    const photos = new Map<string, string[]>();
    for (const { answer } of rows.answers) {
      const paths: string[] = [];
      for (const key of answer.imagePaths) {
        const zipPath = exportPhotoPath(answer.sessionId, basename(key));
        if (await include({ kind: 'photo', stored: key, zipPath })) paths.push(zipPath);
      }
      photos.set(answer.id, paths);
    }
    return {
      copies,
      files: { photoFile, photosOf: (answerId) => photos.get(answerId) ?? [], missingFiles },
    };
  }

  private async *entries(data: StudentDataExport, copies: FileCopy[]): AsyncGenerator<ZipEntry> {
    yield {
      name: EXPORT_DATA_FILE,
      bytes: Buffer.from(JSON.stringify(data, null, 2)),
      compress: true,
    };
    for (const copy of copies) {
      const bytes =
        copy.kind === 'avatar'
          ? await this.files.readAvatar(copy.stored)
          : await this.files.readPhoto(copy.stored);
      if (!bytes) {
        // Removed since it was checked: data.json already lists it, so say so in the log.
        this.logger.warn(`export: ${copy.zipPath} disappeared while the archive was written`);
        continue;
      }
      yield { name: copy.zipPath, bytes, compress: false };
    }
  }
}
