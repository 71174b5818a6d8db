import { randomUUID } from 'node:crypto';
import type { Stream } from 'node:stream';
import {
  ANSWER_IMAGE_FIELD,
  attemptRoutes,
  evaluationRoutes,
  pathTo,
  regradeRoutes,
  type OverrideMarkRequest,
  type ProfileResponse,
  type RegradeRequestResponse,
  type SaveAnswerRequest,
  type SavedAnswerResponse,
} from '@markwise/contract';
import {
  answers,
  auditLog,
  enrollments,
  practiceSessions,
  regradeRequests,
  tutorConversations,
  tutorMessages,
  vivaSessions,
  vivaTurns,
  scanBatches,
  scanPages,
  secondMarks,
  users,
  answerBooklets,
  type Database,
} from '@markwise/db';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import {
  attemptUrl,
  createSittableLevel,
  handwritingPng,
  startAttempt,
} from './attempt-factories.js';
import { login } from './auth-helpers.js';
import { OBJECT_STORE, type ObjectStore } from '../../src/modules/uploads/storage/object-store.js';
import { tinyPng } from './images.js';
import { adminOfNewInstitution, createPerson } from './people-factories.js';
import { createTestApp, type TestApp } from './test-app.js';

/** Names no other row of any test shares, so a scan for them finds only this student. */
export function uniquePerson() {
  const tag = randomUUID().replaceAll('-', '').slice(0, 10);
  return {
    firstName: `Zephyrine${tag}`,
    lastName: `Quillfeather${tag}`,
    email: `zq-${tag}@example.test`,
    mobile: `98${tag.replace(/\D/g, '7').slice(0, 8)}`,
    rollNo: `R-${tag}`,
  };
}

/**
 * A student with one of every kind of data the app keeps: two sign-ins (refresh tokens), an
 * avatar, an evaluated attempt with a photographed and a typed answer (feedback, a report naming
 * them, a teacher's override in the audit log, level progress and XP), a failed attempt, an
 * enrollment; and, on a classmate's rows, the teacher-only links the schema would let name them.
 * Everything goes through the API where the API can do it.
 */
export async function seedStudentWithEverything(t: TestApp) {
  const { institutionId, admin, token: adminToken } = await adminOfNewInstitution(t);
  const person = uniquePerson();
  const student = await createPerson(t.database, { institutionId, ...person });
  const classmate = await createPerson(t.database, { institutionId, firstName: 'Kabir' });
  const exam = await createSittableLevel(t.database, { institutionId, marks: [4, 6] });
  const [q1, q2] = exam.questions;

  const agent = { 'User-Agent': 'PrivacyTest/1.0' };
  await t
    .request()
    .post('/api/auth/login')
    .set(agent)
    .send({ email: student.email, password: 'Correct-Horse-42' })
    .expect(200);
  const { token } = await login(t, student.email);

  const avatar = tinyPng();
  const profile = await t
    .as(token)
    .patch('/api/auth/profile')
    .attach('avatar', avatar, 'me.png')
    .expect(200);
  const photoUrl = (profile.body as ProfileResponse).data.photoUrl!;

  // An evaluated attempt: a photographed answer and a typed one.
  const view = await startAttempt(t, token, exam.level.id);
  const sessionId = view._id;
  const added = await t
    .as(token)
    .post(attemptUrl(attemptRoutes.answerImages, { sessionId, questionId: q1!.id }))
    .attach(ANSWER_IMAGE_FIELD, handwritingPng(), 'page-1.png')
    .attach(ANSWER_IMAGE_FIELD, tinyPng(), 'page-2.png')
    .expect(201);
  // Uploads are re-encoded: the export must carry the files as stored, fetched as the app serves them.
  const photoUrls = (added.body as SavedAnswerResponse).data.images.map((image) => image.url);
  const photos = await Promise.all(photoUrls.map((url) => servedBytes(t, url)));
  const storedAvatar = await servedBytes(t, photoUrl);
  const typed: SaveAnswerRequest = { answerText: `I am ${person.firstName}, light bends.` };
  await t
    .as(token)
    .put(attemptUrl(attemptRoutes.answer, { sessionId, questionId: q2!.id }))
    .send(typed)
    .expect(200);
  await markEvaluated(t.database, sessionId, person.firstName);
  const override: OverrideMarkRequest = {
    marks: 5,
    reason: `${person.firstName} explained it again in class`,
  };
  await t
    .as(adminToken)
    .patch(`/api${pathTo(evaluationRoutes.overrideMark, { sessionId, questionId: q2!.id })}`)
    .send(override)
    .expect(200);
  // A re-check of the photographed answer, asked by the student and resolved by the teacher.
  const asked = await t
    .as(token)
    .post(`/api${pathTo(regradeRoutes.request, { sessionId, questionId: q1!.id })}`)
    .send({ reason: `${person.firstName} drew the diagram too` })
    .expect(201);
  await t
    .as(adminToken)
    .post(
      `/api${pathTo(regradeRoutes.resolve, { requestId: (asked.body as RegradeRequestResponse).data.id })}`,
    )
    .send({ marks: 3, note: `${person.firstName}'s diagram earns a mark` })
    .expect(200);

  // A failed attempt, an enrollment.
  const [failed] = await t.database.db
    .insert(practiceSessions)
    .values({
      institutionId,
      userId: student.id,
      levelId: exam.level.id,
      paperId: exam.paper.id,
      status: 'failed',
      failureReason: 'The photo could not be read',
      marksAllocated: 10,
      attemptNumber: 2,
    })
    .returning();
  await t.database.db.insert(enrollments).values({ courseId: exam.course.id, userId: student.id });

  // The classmate's rows: links only teachers hold through the API, set here straight in the
  // database to prove the erasure clears them without touching the classmate's data.
  const [other] = await t.database.db
    .insert(practiceSessions)
    .values({
      institutionId,
      userId: classmate.id,
      levelId: exam.level.id,
      paperId: exam.paper.id,
      status: 'evaluated',
      marksAwarded: 7,
      marksAllocated: 10,
      uploadedBy: student.id,
    })
    .returning();
  const [classmateAnswer] = await t.database.db
    .insert(answers)
    .values({
      sessionId: other!.id,
      questionId: q1!.id,
      answerText: 'The classmate’s answer',
      marksAllocated: 4,
      marksAwarded: 3,
      overriddenBy: student.id,
      overrideReason: 'Checked',
    })
    .returning();
  // A second marker's sample: the student's answer (by the admin), and the classmate's answer
  // under the student's name as marker, a link only teachers hold.
  const [ownAnswer] = await answersOfSession(t.database, sessionId);
  await t.database.db.insert(secondMarks).values([
    { institutionId, answerId: ownAnswer!.id, markerId: admin.id, assignedBy: admin.id },
    {
      institutionId,
      answerId: classmateAnswer!.id,
      markerId: student.id,
      assignedBy: student.id,
      marks: 3,
      markedAt: new Date(),
    },
  ]);
  // A talk with the tutor about the student's own answer.
  const [conversation] = await t.database.db
    .insert(tutorConversations)
    .values({ institutionId, answerId: ownAnswer!.id, mode: 'offline', finished: false })
    .returning();
  await t.database.db.insert(tutorMessages).values([
    { conversationId: conversation!.id, from: 'tutor', text: 'Which part is missing?' },
    {
      conversationId: conversation!.id,
      from: 'student',
      text: `${person.firstName} thinks light bends`,
      createdAt: new Date(Date.now() + 1),
    },
  ]);
  // A viva practised on the level, its answer in the student's words.
  const [viva] = await t.database.db
    .insert(vivaSessions)
    .values({
      institutionId,
      levelId: exam.level.id,
      studentId: student.id,
      mode: 'offline',
      questionIds: [q1!.id],
    })
    .returning();
  await t.database.db.insert(vivaTurns).values({
    vivaId: viva!.id,
    position: 0,
    kind: 'question',
    topic: 1,
    questionId: q1!.id,
    question: 'Question 1 of 1. What is refraction?',
    dueAt: new Date(Date.now() + 90_000),
    answer: `${person.firstName} says light bends`,
    way: 'typed',
    answeredAt: new Date(),
    score: 40,
    feedback: 'Too thin for a viva.',
  });
  await t.database.db.insert(regradeRequests).values({
    institutionId,
    answerId: classmateAnswer!.id,
    reason: 'Please look again',
    status: 'resolved',
    marksBefore: 3,
    marksAfter: 3,
    note: 'The mark stands',
    resolvedBy: student.id,
    resolvedAt: new Date(),
  });
  // A printed booklet of theirs with one scanned page (a stored file), on an upload and a print
  // under the student's name as teacher: links only teachers hold.
  const [booklet] = await t.database.db
    .insert(answerBooklets)
    .values({
      institutionId,
      levelId: exam.level.id,
      number: 1001,
      printId: randomUUID(),
      studentId: student.id,
      paperSize: 'A4',
      pageCount: 2,
      printedBy: student.id,
      sessionId,
    })
    .returning();
  const [batch] = await t.database.db
    .insert(scanBatches)
    .values({
      institutionId,
      levelId: exam.level.id,
      uploadedBy: student.id,
      fileKeys: [],
      fileNames: ['class.pdf'],
    })
    .returning();
  const scanKey = `scans/${batch!.id}/${randomUUID()}.png`;
  await t.app
    .get<ObjectStore>(OBJECT_STORE, { strict: false })
    .put(scanKey, tinyPng(), 'image/png');
  await t.database.db.insert(scanPages).values({
    institutionId,
    batchId: batch!.id,
    fileIndex: 0,
    pageIndex: 0,
    imageKey: scanKey,
    bookletId: booklet!.id,
    pageNumber: 1,
    status: 'matched',
    quality: { blurry: false, dark: false, cutOff: false },
  });
  await t.database.db.insert(auditLog).values({
    institutionId,
    actorUserId: student.id,
    action: 'test.student_action',
    entityType: 'practice_session',
    entityId: other!.id,
  });

  return {
    institutionId,
    admin,
    adminToken,
    student,
    person,
    classmate,
    classmateSessionId: other!.id,
    exam,
    sessionId,
    failedSessionId: failed!.id,
    photoUrl,
    files: { avatar: storedAvatar, photos, scan: scanKey },
  };
}

/** A session's answer rows. */
function answersOfSession(database: Database, sessionId: string) {
  return database.db
    .select({ id: answers.id })
    .from(answers)
    .where(eq(answers.sessionId, sessionId));
}

/** What the evaluation worker would have written, with text that names the student. */
async function markEvaluated(database: Database, sessionId: string, firstName: string) {
  const now = new Date();
  await database.db
    .update(answers)
    .set({
      marksAwarded: 2,
      evaluatorMarksAwarded: 2,
      suggestedMarks: 2,
      confidence: 'confident',
      releasedAt: now,
      evaluator: 'builtin',
      transcription: `${firstName}'s handwriting: chlorophyll absorbs light`,
      feedback: {
        guidlines: '2 key points',
        readable_response: `${firstName} wrote about light`,
        marks_per_question: [],
      },
    })
    .where(eq(answers.sessionId, sessionId));
  await database.db
    .update(practiceSessions)
    .set({
      status: 'evaluated',
      endTime: now,
      submittedAt: now,
      evaluatedAt: now,
      marksAwarded: 4,
      isPass: false,
      evaluationRuns: 1,
      overallReport: `## Report for ${firstName}\nGood effort.`,
    })
    .where(eq(practiceSessions.id, sessionId));
}

/** Every entry of a zip, by name. */
export function unzip(bytes: Buffer): Record<string, Buffer> {
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, data]) => [
      name,
      Buffer.from(data),
    ]),
  );
}

/** A supertest parser that keeps the body as bytes (`.buffer(true).parse(binary)`). */
export function binary(res: Stream, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
  res.on('error', (error: Error) => callback(error, Buffer.alloc(0)));
}

export async function studentRow(database: Database, id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * The real application, as createTestApp boots it, logging at trace level into memory instead of
 * standard output, so a test can read every line the app would have written.
 */
export async function createTestAppWithLog(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const t = await createTestApp(
    { LOG_LEVEL: 'trace', ...env },
    { logTo: { write: (line: string) => lines.push(line) } },
  );
  return { t, log: () => lines.join('') };
}

/** The bytes the app serves at a URL (a signed answer-photo URL or a public upload). */
async function servedBytes(t: TestApp, url: string): Promise<Buffer> {
  const response = await t
    .request()
    .get(url.startsWith('/api') ? url : `/api${url}`)
    .buffer(true)
    .parse(binary)
    .expect(200);
  return response.body as Buffer;
}
