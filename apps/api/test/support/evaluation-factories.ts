import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { StandardSchemaValidationPipe } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { Evaluator } from '@markwise/evaluator';
import { answers, levelProgress, practiceSessions, users, type Database } from '@markwise/db';
import { and, eq } from 'drizzle-orm';
import { AppModule } from '../../src/app.module.js';
import { ErrorFilter } from '../../src/common/errors/error-filter.js';
import { createLogger } from '../../src/common/logging/logger.js';
import {
  EVALUATOR,
  TRANSCRIBER,
  type Transcriber,
} from '../../src/modules/evaluation/providers/provider-tokens.js';
import { EvaluationQueue } from '../../src/modules/evaluation/evaluation-queue.js';
import {
  DEFAULT_QUEUE_OPTIONS,
  EVALUATION_QUEUE_OPTIONS,
  type EvaluationQueueOptions,
} from '../../src/modules/evaluation/queue/queue-options.js';
import { createExamChain } from './catalogue-factories.js';
import { createInstitution, createUser } from './factories.js';
import { createTestDatabase } from './test-database.js';
import { testAppHandle, testRuntimeConfig, type TestApp } from './test-app.js';

/** Fast retries and expiry, so failure paths finish within a test. */
export const TEST_QUEUE_OPTIONS: EvaluationQueueOptions = {
  ...DEFAULT_QUEUE_OPTIONS,
  retryLimit: 1,
  retryDelaySeconds: 0,
  expireInSeconds: 30,
  maintenanceIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
  sweepIntervalSeconds: 3600,
  recalibrationDelaySeconds: 1,
};

/**
 * The real application, as createTestApp boots it, with test-only provider overrides: an evaluator
 * or transcriber standing in for an external provider, and the queue's timings.
 */
export async function createEvaluationTestApp(
  options: {
    evaluator?: Evaluator;
    transcriber?: Transcriber;
    queue?: Partial<EvaluationQueueOptions>;
    env?: Record<string, string>;
    /** Another app's database: a second process on it, as a separate worker would be. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const setup = testRuntimeConfig(options.env);
  const { config } = setup;
  const testDatabase = options.database
    ? { database: options.database, drop: async () => undefined }
    : await createTestDatabase();
  const logger = createLogger(config.LOG_LEVEL);
  let builder = Test.createTestingModule({
    imports: [AppModule.forRoot(config, testDatabase.database)],
  })
    .overrideProvider(EVALUATION_QUEUE_OPTIONS)
    .useValue({ ...TEST_QUEUE_OPTIONS, ...options.queue });
  if (options.evaluator) builder = builder.overrideProvider(EVALUATOR).useValue(options.evaluator);
  if (options.transcriber) {
    builder = builder.overrideProvider(TRANSCRIBER).useValue(options.transcriber);
  }
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new StandardSchemaValidationPipe());
  app.useGlobalFilters(new ErrorFilter(logger));
  await app.init();
  return testAppHandle(app, testDatabase, setup);
}

export const MODEL_ANSWERS = [
  'Photosynthesis converts light energy into chemical energy: chlorophyll in the leaves absorbs sunlight, and carbon dioxide and water are turned into glucose and oxygen.',
  'The angle of incidence equals the angle of reflection, and the incident ray, the reflected ray and the normal all lie in the same plane.',
  'Mitochondria release energy from glucose by cellular respiration, producing ATP for the cell.',
];

/** Answers scoring 10 of the 15 marks of `createMarkedExam`: the first two right, the third blank. */
export const TWO_OF_THREE_ANSWERS = [MODEL_ANSWERS[0]!, MODEL_ANSWERS[1]!, null];

/**
 * An exam level with model answers: 4, 6 and 5 marks unless told otherwise, an XP reward, and the
 * level's own pass percentage when given.
 */
export async function createMarkedExam(
  database: Database,
  options: { institutionId: string; marks?: number[]; xpReward?: number; passPercentage?: number },
) {
  const tag = randomUUID().slice(0, 8);
  return createExamChain(database, {
    institutionId: options.institutionId,
    marks: options.marks ?? [4, 6, 5],
    tag,
    subject: { title: `Science ${tag}` },
    paper: { title: `Science paper ${tag}`, qpCode: `SCI-${tag}`, passPercentage: 40 },
    questions: (index) => ({ modelAnswer: MODEL_ANSWERS[index % MODEL_ANSWERS.length]! }),
    level: { xpReward: options.xpReward ?? 50, passPercentage: options.passPercentage ?? null },
  });
}

export type MarkedExam = Awaited<ReturnType<typeof createMarkedExam>>;

/**
 * A new institution with a marked exam (createMarkedExam's options), a student and an admin (Ravi),
 * the people most evaluation tests start from.
 */
export async function createMarkedExamSchool(
  database: Database,
  options: Omit<Parameters<typeof createMarkedExam>[1], 'institutionId'> = {},
) {
  const institution = await createInstitution(database);
  const exam = await createMarkedExam(database, { institutionId: institution.id, ...options });
  const student = await createUser(database, { institutionId: institution.id });
  const admin = await createUser(database, {
    institutionId: institution.id,
    role: 'ADMIN',
    firstName: 'Ravi',
  });
  return { institution, exam, student, admin };
}

/**
 * A submitted session with typed answers: `texts[i]` answers question i (null leaves it
 * unanswered). Status 'submitted' unless told otherwise, as the attempts endpoint leaves it.
 */
export async function createSubmittedSession(
  database: Database,
  options: {
    exam: MarkedExam;
    userId: string;
    texts: (string | null)[];
    status?: 'in_progress' | 'submitted';
  },
) {
  const { exam } = options;
  const now = new Date();
  const allocated = exam.questions.reduce((sum, question) => sum + question.marks, 0);
  const submitted = (options.status ?? 'submitted') === 'submitted';
  const [session] = await database.db
    .insert(practiceSessions)
    .values({
      institutionId: exam.institutionId,
      userId: options.userId,
      levelId: exam.level.id,
      paperId: exam.paper.id,
      status: options.status ?? 'submitted',
      startTime: new Date(now.getTime() - 20 * 60_000),
      deadlineAt: new Date(now.getTime() + 40 * 60_000),
      endTime: submitted ? now : null,
      submittedAt: submitted ? now : null,
      marksAllocated: allocated,
    })
    .returning();
  const rows = options.texts.flatMap((text, index) => {
    const question = exam.questions[index];
    if (text === null || !question) return [];
    return [
      {
        sessionId: session!.id,
        questionId: question.id,
        answerText: text,
        marksAllocated: question.marks,
        submittedAt: now,
      },
    ];
  });
  if (rows.length > 0) await database.db.insert(answers).values(rows);
  return session!;
}

/** A run has ended: marked (evaluated, or waiting for a teacher's review) or failed. */
export const runEnded = (status: string) =>
  status === 'evaluated' || status === 'in_review' || status === 'failed';

/** Polls the session until `done(status)` holds, or fails after `timeoutMs`. */
export async function waitForSession(
  database: Database,
  sessionId: string,
  done: (status: string) => boolean = (status) => status === 'evaluated' || status === 'failed',
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await database.db
      .select()
      .from(practiceSessions)
      .where(eq(practiceSessions.id, sessionId));
    if (row && done(row.status)) return row;
    if (Date.now() > deadline) {
      throw new Error(`session ${sessionId} still ${row?.status} after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A submitted attempt with these answers, evaluated as every submitted attempt is (through the
 * app's queue): the attempt as created, and its row once `done` says its status is final.
 */
export async function evaluateAttempt(
  t: TestApp,
  options: { exam: MarkedExam; userId: string; texts: (string | null)[] },
  done?: (status: string) => boolean,
) {
  const session = await createSubmittedSession(t.database, options);
  await t.app.get(EvaluationQueue).enqueue(session.id);
  return { session, ended: await waitForSession(t.database, session.id, done) };
}

/** The student's level progress row and XP. */
export async function progressOf(database: Database, userId: string, levelId: string) {
  const [progress] = await database.db
    .select()
    .from(levelProgress)
    .where(and(eq(levelProgress.userId, userId), eq(levelProgress.levelId, levelId)));
  const [user] = await database.db.select({ xp: users.xp }).from(users).where(eq(users.id, userId));
  return { progress, xp: user?.xp };
}
