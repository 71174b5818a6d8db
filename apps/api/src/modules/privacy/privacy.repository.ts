import { Inject, Injectable } from '@nestjs/common';
import {
  answers,
  auditLog,
  courses,
  enrollments,
  institutions,
  levelProgress,
  levels,
  practiceSessions,
  questionPapers,
  questions,
  refreshTokens,
  users,
  type Database,
  type NewAuditLogEntry,
} from '@markwise/db';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

/** Only STUDENT users of the caller's institution: admins and other tenants are not found. */
const studentWhere = (institutionId: string, id: string): SQL =>
  and(eq(users.id, id), eq(users.institutionId, institutionId), eq(users.role, 'STUDENT'))!;

/**
 * Every read and write of the export and the erasure. Ids of a student's sessions and answers are
 * always subqueries, so a long history costs the same number of statements as a short one.
 */
@Injectable()
export class PrivacyRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** Runs `work` on one consistent snapshot, as an export needs. */
  snapshot<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.database.db.transaction(work, {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.database.db.transaction(work);
  }

  async findStudent(institutionId: string, id: string, tx: Executor) {
    const [row] = await tx
      .select({ user: users, institutionName: institutions.name })
      .from(users)
      .innerJoin(institutions, eq(institutions.id, users.institutionId))
      .where(studentWhere(institutionId, id));
    return row;
  }

  /** Locks the student's row for the erasure: their own requests wait until it is over. */
  async lockStudent(institutionId: string, id: string, tx: Executor) {
    const [row] = await tx
      .select({ id: users.id, photoUrl: users.photoUrl })
      .from(users)
      .where(studentWhere(institutionId, id))
      .for('update');
    return row;
  }

  levelProgress(userId: string, tx: Executor) {
    return tx
      .select({ progress: levelProgress, levelTitle: levels.title })
      .from(levelProgress)
      .innerJoin(levels, eq(levels.id, levelProgress.levelId))
      .where(eq(levelProgress.userId, userId))
      .orderBy(asc(levelProgress.updatedAt), asc(levelProgress.id));
  }

  enrollments(userId: string, tx: Executor) {
    return tx
      .select({
        courseId: enrollments.courseId,
        courseTitle: courses.title,
        enrolledAt: enrollments.enrolledAt,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.userId, userId))
      .orderBy(asc(enrollments.enrolledAt), asc(enrollments.id));
  }

  sessions(userId: string, tx: Executor) {
    return tx
      .select({
        session: practiceSessions,
        levelTitle: levels.title,
        paperTitle: questionPapers.title,
        qpCode: questionPapers.qpCode,
      })
      .from(practiceSessions)
      .innerJoin(levels, eq(levels.id, practiceSessions.levelId))
      .innerJoin(questionPapers, eq(questionPapers.id, practiceSessions.paperId))
      .where(eq(practiceSessions.userId, userId))
      .orderBy(asc(practiceSessions.startTime), asc(practiceSessions.id));
  }

  answers(userId: string, tx: Executor) {
    return tx
      .select({ answer: answers, questionNumber: questions.number, questionText: questions.text })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(inArray(answers.sessionId, this.sessionIds(userId, tx)))
      .orderBy(asc(answers.sessionId), asc(questions.number));
  }

  auditEntries(userId: string, tx: Executor) {
    return tx
      .select()
      .from(auditLog)
      .where(this.auditOf(userId, tx))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  }

  refreshTokens(userId: string, tx: Executor) {
    return tx
      .select({
        createdAt: refreshTokens.createdAt,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
        userAgent: refreshTokens.userAgent,
        ip: refreshTokens.ip,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .orderBy(asc(refreshTokens.createdAt), asc(refreshTokens.id));
  }

  /** The stored photo keys of all the student's answers. */
  async imagePaths(userId: string, tx: Executor): Promise<string[]> {
    const rows = await tx
      .select({ imagePaths: answers.imagePaths })
      .from(answers)
      .where(inArray(answers.sessionId, this.sessionIds(userId, tx)));
    return rows.flatMap((row) => row.imagePaths);
  }

  /**
   * Removes every row of the student, children first, and clears the teacher-only links that
   * could name them on other rows. Returns how many rows of each kind went.
   */
  async eraseStudent(userId: string, tx: Executor) {
    const auditEntries = await tx
      .delete(auditLog)
      .where(this.auditOf(userId, tx))
      .returning({ id: auditLog.id });
    await tx
      .update(practiceSessions)
      .set({ uploadedBy: null })
      .where(eq(practiceSessions.uploadedBy, userId));
    await tx.update(answers).set({ overriddenBy: null }).where(eq(answers.overriddenBy, userId));
    const removedAnswers = await tx
      .delete(answers)
      .where(inArray(answers.sessionId, this.sessionIds(userId, tx)))
      .returning({ id: answers.id });
    const progress = await tx
      .delete(levelProgress)
      .where(eq(levelProgress.userId, userId))
      .returning({ id: levelProgress.id });
    const sessions = await tx
      .delete(practiceSessions)
      .where(eq(practiceSessions.userId, userId))
      .returning({ id: practiceSessions.id });
    const enrolled = await tx
      .delete(enrollments)
      .where(eq(enrollments.userId, userId))
      .returning({ id: enrollments.id });
    const tokens = await tx
      .delete(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .returning({ id: refreshTokens.id });
    await tx.delete(users).where(eq(users.id, userId));
    return {
      practiceSessions: sessions.length,
      answers: removedAnswers.length,
      levelProgress: progress.length,
      enrollments: enrolled.length,
      refreshTokens: tokens.length,
      auditEntries: auditEntries.length,
    };
  }

  async audit(entry: NewAuditLogEntry, tx: Executor = this.database.db) {
    await tx.insert(auditLog).values(entry);
  }

  private sessionIds(userId: string, tx: Executor) {
    return tx
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(eq(practiceSessions.userId, userId));
  }

  /** Entries about the student, one of their sessions or answers, or made by them. */
  private auditOf(userId: string, tx: Executor): SQL {
    const answerIds = tx
      .select({ id: answers.id })
      .from(answers)
      .where(inArray(answers.sessionId, this.sessionIds(userId, tx)));
    return or(
      eq(auditLog.actorUserId, userId),
      and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)),
      and(
        eq(auditLog.entityType, 'practice_session'),
        inArray(auditLog.entityId, this.sessionIds(userId, tx)),
      ),
      and(eq(auditLog.entityType, 'answer'), inArray(auditLog.entityId, answerIds)),
    )!;
  }
}
