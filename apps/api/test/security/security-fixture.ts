import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { attemptRoutes, type Role, type SavedAnswerResponse } from '@markwise/contract';
import {
  answerBooklets,
  answers,
  levels,
  practiceSessions,
  scanBatches,
  scanPages,
  regradeRequests,
  secondMarks,
  tutorConversations,
  tutorMessages,
  vivaSessions,
  vivaTurns,
  type Database,
} from '@markwise/db';
import { eq } from 'drizzle-orm';
import { parsePrivateKey } from '../../src/modules/uploads/upload-storage.service.js';
import { attemptUrl, createSittableLevel, startAttempt } from '../support/attempt-factories.js';
import { tokenOf } from '../support/auth-helpers.js';
import {
  createCourse,
  createJourney,
  createLevel,
  createSubject,
} from '../support/catalogue-factories.js';
import { createClass, createInstitution, createUser, insertRow } from '../support/factories.js';
import { tinyPng } from '../support/images.js';
import { createPaper } from '../support/paper-factories.js';
import { createSession, DAY } from '../support/session-factories.js';
import type { TestApp } from '../support/test-app.js';
import { tenantRows } from './tenant-rows.js';

/**
 * One institution's objects as the security suites address them: a student who owns an open
 * attempt (with a saved answer and a photo) and an evaluated one, a classmate, an admin, a spare
 * student and a spare paper for admins to change, and a catalogue branch down to an exam level.
 */
export type Tenant = Awaited<ReturnType<typeof seedTenant>>;

export async function seedTenant(t: TestApp, name: string) {
  const db = t.database;
  const { id: institutionId } = await createInstitution(db, name);
  const person = (role: Role, firstName: string) =>
    createUser(db, { institutionId, role, firstName });
  const admin = await person('ADMIN', 'Admin');
  const student = await person('STUDENT', 'Owner');
  const classmate = await person('STUDENT', 'Classmate');
  const spareStudent = await person('STUDENT', 'Spare');
  const exam = await createSittableLevel(db, { institutionId });
  // Viva practice open on the level (a practice level, no attempt limit) for its students.
  await db.db
    .update(levels)
    .set({ vivaEnabled: true, attemptsAllowed: null })
    .where(eq(levels.id, exam.level.id));
  const sparePaper = await createPaper(db, { institutionId });
  const schoolClass = await createClass(db, { institutionId });
  const tokens = {
    admin: await tokenOf(t, admin),
    student: await tokenOf(t, student),
    classmate: await tokenOf(t, classmate),
  };
  const [firstQuestion, secondQuestion] = exam.questions;
  const openSession = await startAttempt(t, tokens.student, exam.level.id);
  const image = await uploadAnswerImage(t, tokens.student, {
    sessionId: openSession._id,
    questionId: firstQuestion!.id,
  });
  const evaluated = await createSession(db, {
    exam,
    userId: student.id,
    startTime: new Date(Date.now() - DAY),
  });
  const publicFiles = writePublicFiles(t);
  return {
    admin,
    student,
    classmate,
    spareStudent,
    ...exam,
    sparePaper,
    schoolClass,
    tokens,
    firstQuestion: firstQuestion!,
    secondQuestion: secondQuestion!,
    openSessionId: openSession._id,
    evaluatedSessionId: evaluated.session.id,
    image,
    publicFiles,
  };
}

/** POST …/images as the student; the new photo's id and its private storage key. */
export async function uploadAnswerImage(
  t: TestApp,
  token: string,
  target: { sessionId: string; questionId: string },
) {
  const response = await t
    .as(token)
    .post(attemptUrl(attemptRoutes.answerImages, target))
    .attach('images', tinyPng(), { filename: 'page.png', contentType: 'image/png' })
    .expect(201);
  const saved = (response.body as SavedAnswerResponse).data;
  const id = saved.images.at(-1)!.id;
  const [row] = await t.database.db
    .select({ imagePaths: answers.imagePaths })
    .from(answers)
    .where(eq(answers.sessionId, target.sessionId));
  const key = row!.imagePaths.find((path) => parsePrivateKey(path)?.id === id)!;
  return { ...target, imageId: id, key };
}

/** An avatar and a course picture in the public upload folders, as saveImage names them. */
function writePublicFiles(t: TestApp) {
  const files = { avatars: `${randomUUID()}.png`, courses: `${randomUUID()}.png` };
  for (const [folder, name] of Object.entries(files)) {
    mkdirSync(join(t.config.uploadsDir, folder), { recursive: true });
    writeFileSync(join(t.config.uploadsDir, folder, name), tinyPng());
  }
  return files;
}

/**
 * Objects made for one allowed cell that changes or deletes what it addresses, so that the shared
 * objects stay as they were for the cells that must be refused.
 */
export function freshObjects(t: TestApp, tenant: Tenant) {
  const db = t.database;
  const { institutionId } = tenant;
  return {
    course: () => createCourse(db, { institutionId }),
    subject: () => createSubject(db, { institutionId, courseId: tenant.course.id }),
    journey: () => createJourney(db, { institutionId, subjectId: tenant.subject.id }),
    /** A topic level, alone in a new journey so that no order is shared. */
    level: async () => {
      const journey = await createJourney(db, { institutionId, subjectId: tenant.subject.id });
      return createLevel(db, { journeyId: journey.id, order: 1 });
    },
    paper: () => createPaper(db, { institutionId }),
    student: () => createUser(db, { institutionId }),
    schoolClass: () => createClass(db, { institutionId }),
    /** An open attempt of the owning student on the shared exam level. */
    openSession: async () => {
      return insertRow(db, practiceSessions, {
        institutionId,
        userId: tenant.student.id,
        levelId: tenant.level.id,
        paperId: tenant.paper.id,
        status: 'in_progress',
        deadlineAt: new Date(Date.now() + DAY),
        marksAllocated: tenant.paper.maxMarks,
      });
    },
    evaluatedSession: async () =>
      (
        await createSession(db, {
          exam: tenant,
          userId: tenant.student.id,
          startTime: new Date(Date.now() - DAY),
        })
      ).session,
    /**
     * An attempt held for review: its answers marked and unreleased, the first one the machine was
     * unsure of unless `confident` (then only a release is missing), and photographed when asked.
     */
    inReviewSession: async (options: { confident?: boolean; photographed?: boolean } = {}) => {
      const { session, answers: rows } = await createSession(db, {
        exam: tenant,
        userId: tenant.student.id,
        startTime: new Date(Date.now() - DAY),
        status: 'in_review',
      });
      for (const [index, row] of rows.entries()) {
        const unsure = index === 0 && !options.confident;
        await db.db
          .update(answers)
          .set({
            marksAwarded: 1,
            evaluatorMarksAwarded: 1,
            suggestedMarks: 1,
            evaluator: 'builtin',
            confidence: unsure ? 'needs_review' : 'confident',
            reviewReasons: unsure ? [{ code: 'off_topic', detail: 'Shares no key word.' }] : [],
            ...(index === 0 && options.photographed
              ? { imagePaths: [`answers/${session.id}/page-1.jpg`], transcription: 'Read by OCR.' }
              : {}),
          })
          .where(eq(answers.id, row.id));
      }
      return session;
    },
    /** An evaluated attempt whose first answer has a re-evaluation proposal waiting. */
    proposedSession: async () => {
      const { session, answers: rows } = await createSession(db, {
        exam: tenant,
        userId: tenant.student.id,
        startTime: new Date(Date.now() - DAY),
      });
      await db.db
        .update(answers)
        .set({
          pending: {
            marks: 1,
            evaluatorMarks: 1,
            feedback: null,
            evaluator: 'builtin',
            model: null,
            confidence: 'confident',
            reasons: [],
            transcription: null,
            at: new Date().toISOString(),
          },
        })
        .where(eq(answers.id, rows[0]!.id));
      return session;
    },
    /** An open re-check request of the owning student on a new evaluated attempt's first answer. */
    regradeRequest: async () => {
      const { answers: rows } = await createSession(db, {
        exam: tenant,
        userId: tenant.student.id,
        startTime: new Date(Date.now() - DAY),
      });
      return insertRow(db, regradeRequests, {
        institutionId,
        answerId: rows[0]!.id,
        reason: 'Please look again.',
        marksBefore: rows[0]!.marksAwarded ?? 0,
      });
    },
    /** The owning student's new viva on the level, its first question asked a moment ago. */
    viva: async () => {
      const viva = await insertRow(db, vivaSessions, {
        institutionId,
        levelId: tenant.level.id,
        studentId: tenant.student.id,
        mode: 'offline',
        questionIds: [tenant.firstQuestion.id],
      });
      const turn = await insertRow(db, vivaTurns, {
        vivaId: viva.id,
        position: 0,
        kind: 'question',
        topic: 1,
        questionId: tenant.firstQuestion.id,
        question: 'Question 1 of 1. In your own words, as you would say it aloud: explain.',
        dueAt: new Date(Date.now() + 90_000),
      });
      return { viva, turn };
    },
    /** A released attempt of the owning student that lost a mark on every question. */
    lostMarksSession: async () =>
      (
        await createSession(db, {
          exam: tenant,
          userId: tenant.student.id,
          startTime: new Date(Date.now() - DAY),
          marks: tenant.questions.map((question) => Math.max(0, question.marks - 1)),
        })
      ).session,
    /** The owning student's open conversation with the tutor about a new released answer. */
    tutorConversation: async () => {
      const { answers: rows } = await createSession(db, {
        exam: tenant,
        userId: tenant.student.id,
        startTime: new Date(Date.now() - DAY),
      });
      const conversation = await insertRow(db, tutorConversations, {
        institutionId,
        answerId: rows[0]!.id,
        mode: 'offline',
        walk: { point: 0, hints: 0, found: [] },
      });
      await insertRow(db, tutorMessages, {
        conversationId: conversation.id,
        from: 'tutor',
        text: 'Which part of the question has your answer not explained yet?',
      });
      return conversation;
    },
    /** The first answer of a new evaluated attempt in the admin's second-marking sample. */
    secondMark: async ({ marked }: { marked: boolean }) => {
      const { answers: rows } = await createSession(db, {
        exam: tenant,
        userId: tenant.student.id,
        startTime: new Date(Date.now() - DAY),
      });
      return insertRow(db, secondMarks, {
        institutionId,
        answerId: rows[0]!.id,
        markerId: tenant.admin.id,
        ...(marked ? { marks: 0, markedAt: new Date() } : {}),
      });
    },
    /** An anonymous answer booklet of the exam level, not yet an attempt. */
    booklet: () =>
      insertRow(db, answerBooklets, {
        institutionId,
        levelId: tenant.level.id,
        number: 1000 + Math.floor(Math.random() * 1_000_000),
        printId: randomUUID(),
        paperSize: 'A4',
        pageCount: 3,
        printedBy: tenant.admin.id,
      }),
    /** A scanned page of the level with no readable code, its image stored as the reader does. */
    scanPage: async () => {
      const batch = await insertRow(db, scanBatches, {
        institutionId,
        levelId: tenant.level.id,
        uploadedBy: tenant.admin.id,
        status: 'done',
        fileKeys: [],
        fileNames: ['class.pdf'],
      });
      const imageKey = `scans/${batch.id}/${randomUUID()}.png`;
      mkdirSync(join(t.config.uploadsDir, 'scans', batch.id), { recursive: true });
      writeFileSync(join(t.config.uploadsDir, imageKey), tinyPng());
      return insertRow(db, scanPages, {
        institutionId,
        batchId: batch.id,
        fileIndex: 0,
        pageIndex: 0,
        imageKey,
        status: 'unmatched',
        quality: { blurry: false, dark: false, cutOff: false },
      });
    },
    /** A photo on the second question of the shared open attempt. */
    image: () =>
      uploadAnswerImage(t, tenant.tokens.student, {
        sessionId: tenant.openSessionId,
        questionId: tenant.secondQuestion.id,
      }),
  };
}

/** A new logged-in account like `role` of the institution, for cells that end the caller's session. */
export async function freshAccount(t: TestApp, institutionId: string, role: Role) {
  const user = await createUser(t.database, { institutionId, role });
  return { user, token: await tokenOf(t, user) };
}

/**
 * Every id of the institution's rows, and its users' emails: what no response to another
 * institution may contain.
 */
export async function tenantSecrets(database: Database, institutionId: string): Promise<string[]> {
  const rows = await tenantRows(database, institutionId);
  const imageIds = rows.answers.flatMap((row) =>
    row.imagePaths.map((path) => parsePrivateKey(path)?.id ?? path),
  );
  return [
    institutionId,
    ...Object.values(rows).flatMap((table: { id: string }[]) => table.map((row) => row.id)),
    ...imageIds,
    ...rows.people.map((person) => person.email),
  ];
}
