import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import {
  attemptRoutes,
  pathTo,
  type AttemptSessionResponse,
  type StartAttemptRequest,
} from '@markwise/contract';
import { practiceSessions, users, type Database, type LevelType } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { EvaluationQueue } from '../../src/modules/evaluation/evaluation-queue.js';
import { tokenOf } from './auth-helpers.js';
import { createExamChain } from './catalogue-factories.js';
import { createInstitution, createUser } from './factories.js';
import { createTestApp, type TestApp } from './test-app.js';

const FIXTURES = new URL('../fixtures/', import.meta.url);

/** A PNG photo of a handwritten answer (English, plus one Hindi line); see fixtures/. */
export const handwritingPng = () => readFileSync(new URL('handwritten-answer.png', FIXTURES));

/** Bytes that are not images, whatever the file is called. */
export const notImages = {
  pdf: () => Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n'),
  elf: () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]),
  pe: () => {
    const bytes = Buffer.alloc(256);
    bytes.write('MZ', 0, 'ascii');
    bytes.writeUInt32LE(0x80, 0x3c);
    bytes.write('PE\0\0', 0x80, 'binary');
    return bytes;
  },
};

/** The URL of an attempts route under the API base. */
export const attemptUrl = (route: string, params: Record<string, string> = {}) =>
  `/api${pathTo(route, params)}`;

/**
 * course → subject → journey → level on a paper with questions (marks 4 and 6 unless told
 * otherwise). `paper: false` leaves the level without one; `type` and `subjectActive` vary the rest.
 */
export async function createSittableLevel(
  database: Database,
  options: {
    institutionId: string;
    marks?: number[];
    xpRequired?: number;
    timeAllowed?: number;
    type?: LevelType;
    subjectActive?: boolean;
    paper?: boolean;
  },
) {
  const tag = randomUUID().slice(0, 8);
  const marks = options.marks ?? [4, 6];
  return createExamChain(database, {
    institutionId: options.institutionId,
    marks,
    tag,
    subject: { title: `Biology ${tag}`, isActive: options.subjectActive ?? true },
    paper: {
      title: `Plants ${tag}`,
      timeAllowed: options.timeAllowed ?? 30,
      qpCode: `BIO-${tag}`,
      language: 'en',
    },
    questions: (index) => ({
      text: `Question ${index + 1} of ${tag}: explain photosynthesis.`,
      modelAnswer: `Secret model answer ${index + 1}`,
      rubric: [{ point: 'Secret rubric point', marks: marks[index]! }],
    }),
    level: {
      type: options.type ?? 'exam',
      xpRequiredToUnlock: options.xpRequired ?? 0,
      ...(options.paper === false && { questionPaperId: null }),
    },
  });
}

/** A new institution with an admin, two students (with tokens) and an open exam level. */
export async function createAttemptSchool(t: TestApp, options: { marks?: number[] } = {}) {
  const institution = await createInstitution(t.database);
  const institutionId = institution.id;
  const admin = await createUser(t.database, { institutionId, role: 'ADMIN' });
  const student = await createUser(t.database, { institutionId, firstName: 'Riya' });
  const classmate = await createUser(t.database, { institutionId, firstName: 'Kabir' });
  const exam = await createSittableLevel(t.database, { institutionId, marks: options.marks });
  return {
    institutionId,
    admin,
    student,
    classmate,
    exam,
    adminToken: await tokenOf(t, admin),
    studentToken: await tokenOf(t, student),
    classmateToken: await tokenOf(t, classmate),
  };
}

/** POST /attempts as the student; returns the session view. */
export async function startAttempt(t: TestApp, token: string, levelId: string) {
  const body: StartAttemptRequest = { levelId };
  const response = await t
    .as(token)
    .post(attemptUrl(attemptRoutes.collection))
    .send(body)
    .expect(201);
  return (response.body as AttemptSessionResponse).data;
}

/** GET the attempt as its screen does, signed with `token`; the caller expects the status. */
export const getAttempt = (t: TestApp, token: string, sessionId: string) =>
  t.as(token).get(attemptUrl(attemptRoutes.item, { sessionId }));

/** POST the attempt's submit, signed with `token`; the caller expects the status. */
export const submitAttempt = (t: TestApp, token: string, sessionId: string) =>
  t.as(token).post(attemptUrl(attemptRoutes.submit, { sessionId }));

export async function setXp(database: Database, userId: string, xp: number) {
  await database.db.update(users).set({ xp }).where(eq(users.id, userId));
}

/** Moves a session's deadline, e.g. into the past, straight in the database. */
export async function setDeadline(database: Database, sessionId: string, deadlineAt: Date) {
  await database.db
    .update(practiceSessions)
    .set({ deadlineAt })
    .where(eq(practiceSessions.id, sessionId));
}

export async function sessionRow(database: Database, sessionId: string) {
  const [row] = await database.db
    .select()
    .from(practiceSessions)
    .where(eq(practiceSessions.id, sessionId));
  return row;
}

/** The files stored for a session's answers (none when its folder does not exist). */
export function storedFiles(t: TestApp, sessionId: string): string[] {
  const folder = join(t.config.uploadsDir, 'answers', sessionId);
  return existsSync(folder) ? readdirSync(folder) : [];
}

/** Every answer file stored under the uploads folder, whatever the session. */
export function allStoredFiles(t: TestApp): string[] {
  const root = join(t.config.uploadsDir, 'answers');
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((session) =>
    readdirSync(join(root, session)).map((file) => `${session}/${file}`),
  );
}

/** Replaces the queue's enqueue with a recorder, so these tests see exactly what was queued. */
export function recordEnqueued(t: TestApp) {
  const queue = t.app.get(EvaluationQueue, { strict: false });
  return vi.spyOn(queue, 'enqueue').mockResolvedValue(undefined);
}

/**
 * The environment of these tests' apps: evaluation workers run elsewhere, so no background polling
 * shares the database client (the queue's enqueue is recorded, not run, anyway).
 */
export const ATTEMPT_TEST_ENV = { EVALUATION_WORKERS: 'external' };

/** An app for the attempt tests (`env` added to theirs) whose queue records what is enqueued. */
export async function createAttemptTestApp(env: Record<string, string> = {}) {
  const t = await createTestApp({ ...ATTEMPT_TEST_ENV, ...env });
  recordEnqueued(t);
  return t;
}
