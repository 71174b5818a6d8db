import { z } from 'zod';
import { messageEnvelope, Timestamp } from './common.js';
import { apiRoutes } from './routes.js';

/** The privacy paths of the route table, under the name the privacy module uses. */
export const privacyRoutes = apiRoutes.privacy;

/** The export's file name, also what the web saves it as when no Content-Disposition is readable. */
export const studentExportFileName = (studentId: string) => `student-${studentId}-export.zip`;

/** Where each file sits inside the export: the avatar at the root, photos per session. */
export const EXPORT_DATA_FILE = 'data.json';
export const exportPhotoPath = (sessionId: string, fileName: string) =>
  `photos/${sessionId}/${fileName}`;

const nullableTimestamp = Timestamp.nullable();
const json = z.unknown();

/**
 * `data.json` of GET /students/:id/export: every row that belongs to the student, as an allow-list.
 * Never a password hash, a token, a token hash or a token family; never a paper's model answers.
 */
export const StudentDataExport = z
  .object({
    format: z.literal('markwise-student-export'),
    version: z.literal(1),
    exportedAt: Timestamp,
    institution: z.object({ id: z.string(), name: z.string() }),
    profile: z.object({
      id: z.string(),
      role: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      mobile: z.string().nullable(),
      gender: z.string().nullable(),
      address: z.string().nullable(),
      school: z.string().nullable(),
      class: z.string().nullable(),
      rollNo: z.string().nullable(),
      department: z.string().nullable(),
      photoUrl: z.string().nullable(),
      /** The avatar's path inside the zip, when the file was there to copy. */
      photoFile: z.string().nullable(),
      isActive: z.boolean(),
      createdAt: Timestamp,
      updatedAt: Timestamp,
    }),
    preferences: json,
    progress: z.object({
      xp: z.number(),
      levels: z.array(
        z.object({
          levelId: z.string(),
          levelTitle: z.string(),
          completion: z.string(),
          attempts: z.number(),
          marksEarned: z.number().nullable(),
          xpEarned: z.number(),
          bestSessionId: z.string().nullable(),
          lastSessionId: z.string().nullable(),
          updatedAt: Timestamp,
        }),
      ),
    }),
    enrollments: z.array(
      z.object({ courseId: z.string(), courseTitle: z.string(), enrolledAt: Timestamp }),
    ),
    practiceSessions: z.array(
      z.object({
        id: z.string(),
        level: z.object({ id: z.string(), title: z.string() }),
        paper: z.object({ id: z.string(), title: z.string(), qpCode: z.string() }),
        status: z.string(),
        attemptNumber: z.number(),
        startTime: Timestamp,
        deadlineAt: nullableTimestamp,
        endTime: nullableTimestamp,
        submittedAt: nullableTimestamp,
        evaluatedAt: nullableTimestamp,
        marksAwarded: z.number().nullable(),
        marksAllocated: z.number(),
        isPass: z.boolean().nullable(),
        overallReport: z.string().nullable(),
        failureReason: z.string().nullable(),
        evaluationRuns: z.number(),
        /** The teacher who uploaded the sheets on the student's behalf (a user id), if any. */
        uploadedBy: z.string().nullable(),
        createdAt: Timestamp,
        answers: z.array(
          z.object({
            id: z.string(),
            questionId: z.string(),
            questionNumber: z.number(),
            questionText: z.string(),
            answerText: z.string().nullable(),
            /** Paths inside the zip; a photo missing from disk is listed in `missingFiles`. */
            photos: z.array(z.string()),
            transcription: z.string().nullable(),
            marksAwarded: z.number().nullable(),
            marksAllocated: z.number(),
            evaluatorMarksAwarded: z.number().nullable(),
            evaluator: z.string().nullable(),
            evaluatorModel: z.string().nullable(),
            feedback: json,
            override: z
              .object({ by: z.string().nullable(), at: nullableTimestamp, reason: z.string() })
              .nullable(),
            /** The machine's confidence in its mark, why it was sent to review, its suggestion. */
            confidence: z.string().nullable(),
            reviewReasons: json,
            suggestedMarks: z.number().nullable(),
            secondOpinion: json,
            /** When the mark was released to the student; null: not yet. */
            releasedAt: nullableTimestamp,
            /** A re-evaluation's result not applied (yet) by a teacher. */
            pending: json,
            /** The student's request for a re-check of the mark, and its outcome; null: none. */
            regradeRequest: z
              .object({
                id: z.string(),
                reason: z.string(),
                status: z.string(),
                requestedAt: Timestamp,
                marksBefore: z.number(),
                marksAfter: z.number().nullable(),
                note: z.string().nullable(),
                /** The teacher who resolved it (a user id), if resolved. */
                resolvedBy: z.string().nullable(),
                resolvedAt: nullableTimestamp,
              })
              .nullable(),
            /** The student's conversation with the tutor about this answer; null: none. */
            tutorConversation: z
              .object({
                id: z.string(),
                mode: z.string(),
                finished: z.boolean(),
                startedAt: Timestamp,
                messages: z.array(z.object({ from: z.string(), text: z.string(), at: Timestamp })),
              })
              .nullable(),
            submittedAt: nullableTimestamp,
            updatedAt: Timestamp,
          }),
        ),
      }),
    ),
    /** Viva practice sessions: every question asked, the answer given and how it was marked. */
    vivaSessions: z.array(
      z.object({
        id: z.string(),
        levelId: z.string(),
        mode: z.string(),
        startedAt: Timestamp,
        finishedAt: nullableTimestamp,
        turns: z.array(
          z.object({
            kind: z.string(),
            topic: z.number(),
            question: z.string(),
            askedAt: Timestamp,
            answer: z.string().nullable(),
            way: z.string().nullable(),
            answeredAt: nullableTimestamp,
            score: z.number().nullable(),
            feedback: z.string().nullable(),
          }),
        ),
      }),
    ),
    /** Sessions whose evaluation failed, with the reason (also on each session). */
    evaluationFailures: z.array(
      z.object({ sessionId: z.string(), status: z.string(), failureReason: z.string() }),
    ),
    /** Audit entries about the student, their sessions or answers: mark overrides, re-runs, exports. */
    auditLog: z.array(
      z.object({
        action: z.string(),
        entityType: z.string(),
        entityId: z.string(),
        actorUserId: z.string().nullable(),
        before: json,
        after: json,
        reason: z.string().nullable(),
        createdAt: Timestamp,
      }),
    ),
    /** Sign-ins: when each refresh token was issued, used, revoked and expires; never the token. */
    refreshTokens: z.array(
      z.object({
        createdAt: Timestamp,
        expiresAt: Timestamp,
        usedAt: nullableTimestamp,
        revokedAt: nullableTimestamp,
        userAgent: z.string().nullable(),
        ip: z.string().nullable(),
      }),
    ),
    /** Files the database names that were not on disk when the export was made. */
    missingFiles: z.array(z.string()),
  })
  .strict();
export type StudentDataExport = z.infer<typeof StudentDataExport>;

const erasureExample = {
  erasureId: '0d9a4f6e-3b1c-4f7a-8e2d-5c6b7a8f9e01',
  erasedAt: '2025-03-15T08:00:00.000Z',
  removed: {
    practiceSessions: 4,
    answers: 12,
    levelProgress: 2,
    enrollments: 1,
    refreshTokens: 3,
    auditEntries: 2,
    vivaSessions: 1,
  },
  files: { removed: 7, failed: 0 },
};

/** DELETE /students/:id/personal-data: what went, and the reference kept in the audit log. */
export const StudentErasureResponse = messageEnvelope(
  'StudentErasureResponse',
  z.object({
    /** The audit log's reference for this erasure; it names no one. */
    erasureId: z.string(),
    erasedAt: Timestamp,
    removed: z.object({
      practiceSessions: z.number().int(),
      answers: z.number().int(),
      levelProgress: z.number().int(),
      enrollments: z.number().int(),
      refreshTokens: z.number().int(),
      auditEntries: z.number().int(),
      vivaSessions: z.number().int(),
    }),
    /** Stored photos and the avatar; `failed` ones are in the server log under the erasure id. */
    files: z.object({ removed: z.number().int(), failed: z.number().int() }),
  }),
  { message: 'Personal data erased', data: erasureExample },
);
export type StudentErasureResponse = z.infer<typeof StudentErasureResponse>;

export const PRIVACY_MESSAGES = { erased: 'Personal data erased' } as const;
