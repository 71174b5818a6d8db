import { StudentDataExport } from '@markwise/contract';
import type { AuditLogRepository } from '../../data/audit/audit-log.repository.js';
import type { CoursesRepository } from '../../data/catalogue/courses.repository.js';
import type { AuthSessionsRepository } from '../../data/people/auth-sessions.repository.js';
import type { StudentsRepository } from '../../data/people/students.repository.js';
import type { RegradeRequestsRepository } from '../../data/sessions/regrade-requests.repository.js';
import type { TutorConversationsRepository } from '../../data/sessions/tutor-conversations.repository.js';
import type { VivaSessionsRepository } from '../../data/sessions/viva-sessions.repository.js';
import type { StudentRecordsRepository } from '../../data/sessions/student-records.repository.js';

type Rows<R, K extends keyof R> = R[K] extends (...args: never[]) => infer T ? Awaited<T> : never;

/** Everything the export read, on one snapshot. */
export type ExportRows = {
  student: NonNullable<Rows<StudentsRepository, 'findForExport'>>;
  progress: Rows<StudentRecordsRepository, 'progressOf'>;
  enrollments: Rows<CoursesRepository, 'enrollmentsOf'>;
  sessions: Rows<StudentRecordsRepository, 'sessionsOf'>;
  answers: Rows<StudentRecordsRepository, 'answersOf'>;
  regradeRequests: Rows<RegradeRequestsRepository, 'ofStudent'>;
  tutorConversations: Rows<TutorConversationsRepository, 'ofStudent'>;
  vivaSessions: Rows<VivaSessionsRepository, 'ofStudent'>;
  audit: Rows<AuditLogRepository, 'entriesAbout'>;
  refreshTokens: Rows<AuthSessionsRepository, 'listOf'>;
};

/** Where the stored files went in the zip: the avatar's path and each answer's photos. */
export type ExportFiles = {
  photoFile: string | null;
  photosOf: (answerId: string) => string[];
  missingFiles: string[];
};

type ExportAnswer = StudentDataExport['practiceSessions'][number]['answers'][number];

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * data.json, through the contract's allow-list: a column added to users or sessions later does not
 * reach the file unnamed, and neither does a password hash, a token or a model answer.
 */
export function toExportData(rows: ExportRows, files: ExportFiles, now: Date): StudentDataExport {
  const { user, institutionName } = rows.student;
  const answersOf = new Map<string, ExportAnswer[]>();
  const regradeOf = new Map(rows.regradeRequests.map((request) => [request.answerId, request]));
  const tutorOf = new Map(rows.tutorConversations.map((talk) => [talk.answerId, talk]));
  for (const { answer, questionNumber, questionText } of rows.answers) {
    const regrade = regradeOf.get(answer.id);
    const talk = tutorOf.get(answer.id);
    const list = answersOf.get(answer.sessionId) ?? [];
    list.push({
      id: answer.id,
      questionId: answer.questionId,
      questionNumber,
      questionText,
      answerText: answer.answerText,
      photos: files.photosOf(answer.id),
      transcription: answer.transcription,
      marksAwarded: answer.marksAwarded,
      marksAllocated: answer.marksAllocated,
      evaluatorMarksAwarded: answer.evaluatorMarksAwarded,
      evaluator: answer.evaluator,
      evaluatorModel: answer.evaluatorModel,
      feedback: answer.feedback,
      override:
        answer.overrideReason === null
          ? null
          : {
              by: answer.overriddenBy,
              at: isoOrNull(answer.overriddenAt),
              reason: answer.overrideReason,
            },
      confidence: answer.confidence,
      reviewReasons: answer.reviewReasons,
      suggestedMarks: answer.suggestedMarks,
      secondOpinion: answer.secondOpinion,
      releasedAt: isoOrNull(answer.releasedAt),
      pending: answer.pending,
      regradeRequest: regrade
        ? {
            id: regrade.id,
            reason: regrade.reason,
            status: regrade.status,
            requestedAt: iso(regrade.requestedAt),
            marksBefore: regrade.marksBefore,
            marksAfter: regrade.marksAfter,
            note: regrade.note,
            resolvedBy: regrade.resolvedBy,
            resolvedAt: isoOrNull(regrade.resolvedAt),
          }
        : null,
      tutorConversation: talk
        ? {
            id: talk.id,
            mode: talk.mode,
            finished: talk.finished,
            startedAt: iso(talk.startedAt),
            messages: talk.messages.map((message) => ({ ...message, at: iso(message.at) })),
          }
        : null,
      submittedAt: isoOrNull(answer.submittedAt),
      updatedAt: iso(answer.updatedAt),
    });
    answersOf.set(answer.sessionId, list);
  }

  return StudentDataExport.parse({
    format: 'markwise-student-export',
    version: 1,
    exportedAt: iso(now),
    institution: { id: user.institutionId, name: institutionName },
    profile: {
      id: user.id,
      role: user.role,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      mobile: user.mobile,
      gender: user.gender,
      address: user.address,
      school: user.school,
      class: user.studentClass,
      rollNo: user.rollNo,
      department: user.department,
      photoUrl: user.photoUrl,
      photoFile: files.photoFile,
      isActive: user.isActive,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    preferences: user.preferences,
    progress: {
      xp: user.xp,
      levels: rows.progress.map(({ progress, levelTitle }) => ({
        levelId: progress.levelId,
        levelTitle,
        completion: progress.completion,
        attempts: progress.attempts,
        marksEarned: progress.marksEarned,
        xpEarned: progress.xpEarned,
        bestSessionId: progress.bestSessionId,
        lastSessionId: progress.lastSessionId,
        updatedAt: iso(progress.updatedAt),
      })),
    },
    enrollments: rows.enrollments.map((row) => ({ ...row, enrolledAt: iso(row.enrolledAt) })),
    practiceSessions: rows.sessions.map(({ session, levelTitle, paperTitle, qpCode }) => ({
      id: session.id,
      level: { id: session.levelId, title: levelTitle },
      paper: { id: session.paperId, title: paperTitle, qpCode },
      status: session.status,
      attemptNumber: session.attemptNumber,
      startTime: iso(session.startTime),
      deadlineAt: isoOrNull(session.deadlineAt),
      endTime: isoOrNull(session.endTime),
      submittedAt: isoOrNull(session.submittedAt),
      evaluatedAt: isoOrNull(session.evaluatedAt),
      marksAwarded: session.marksAwarded,
      marksAllocated: session.marksAllocated,
      isPass: session.isPass,
      overallReport: session.overallReport,
      failureReason: session.failureReason,
      evaluationRuns: session.evaluationRuns,
      uploadedBy: session.uploadedBy,
      createdAt: iso(session.createdAt),
      answers: answersOf.get(session.id) ?? [],
    })),
    vivaSessions: rows.vivaSessions.map((viva) => ({
      id: viva.id,
      levelId: viva.levelId,
      mode: viva.mode,
      startedAt: iso(viva.startedAt),
      finishedAt: isoOrNull(viva.finishedAt),
      turns: viva.turns.map((turn) => ({
        kind: turn.kind,
        topic: turn.topic,
        question: turn.question,
        askedAt: iso(turn.askedAt),
        answer: turn.answer,
        way: turn.way,
        answeredAt: isoOrNull(turn.answeredAt),
        score: turn.score,
        feedback: turn.feedback,
      })),
    })),
    evaluationFailures: rows.sessions.flatMap(({ session }) =>
      session.failureReason === null
        ? []
        : [{ sessionId: session.id, status: session.status, failureReason: session.failureReason }],
    ),
    auditLog: rows.audit.map((entry) => ({
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      actorUserId: entry.actorUserId,
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
      createdAt: iso(entry.createdAt),
    })),
    refreshTokens: rows.refreshTokens.map((token) => ({
      createdAt: iso(token.createdAt),
      expiresAt: iso(token.expiresAt),
      usedAt: isoOrNull(token.usedAt),
      revokedAt: isoOrNull(token.revokedAt),
      userAgent: token.userAgent,
      ip: token.ip,
    })),
    missingFiles: files.missingFiles,
  });
}
