/**
 * `pnpm bench:evaluation`: BENCH_EVAL_ANSWERS answers (default 1,000; 4 per session) through the
 * evaluation queue with the built-in evaluator, on a fresh database of the PostgreSQL server
 * (BENCH_DATABASE_URL). Reports answers per minute through the queue, the evaluator's own speed
 * on the same answers, and the queue's overhead per job (claim, writes, pg-boss) beside it.
 * Runs the compiled API (apps/api/dist), as production does; builds it when out of date.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  answers,
  courses,
  createDatabase,
  institutions,
  journeys,
  levels,
  migrateDatabase,
  practiceSessions,
  questionPapers,
  questions,
  subjects,
  users,
  type Database,
} from '@markwise/db';
import { createBuiltInEvaluator, type EvaluationInput } from '@markwise/evaluator';
import { count, eq, inArray } from 'drizzle-orm';
import { ensureApiBuilt } from './app-process.js';
import { createBenchDatabase, dropBenchDatabase } from './bench-database.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'apps/api/dist');
const SERVER_URL =
  process.env.BENCH_DATABASE_URL || 'postgres://markwise:markwise@127.0.0.1:5432/postgres';
const ANSWERS = Number(process.env.BENCH_EVAL_ANSWERS || 1000);
const PER_SESSION = 4;
const CONCURRENCY = process.env.EVALUATION_CONCURRENCY || '2';

const MODEL = [
  'Photosynthesis converts light energy into chemical energy: chlorophyll absorbs sunlight, and carbon dioxide and water become glucose and oxygen.',
  'The angle of incidence equals the angle of reflection, and the incident ray, reflected ray and normal lie in one plane.',
  'Mitochondria release energy from glucose by cellular respiration, producing ATP for the cell.',
  'Osmosis is the movement of water across a semi-permeable membrane from a dilute to a concentrated solution.',
];
/** Student answers of varied quality, deterministic per index. */
const answerText = (question: number, index: number) => {
  const words = MODEL[question]!.split(' ');
  const keep = 0.3 + ((index * 37) % 70) / 100;
  return words.filter((_, i) => (i * 13 + index) % 100 < keep * 100).join(' ');
};

async function seed(database: Database, sessionCount: number) {
  const db = database.db;
  const [institution] = await db
    .insert(institutions)
    .values({ name: 'Bench', slug: `bench-${randomBytes(4).toString('hex')}` })
    .returning();
  const institutionId = institution!.id;
  const [course] = await db.insert(courses).values({ institutionId, title: 'Science' }).returning();
  const [subject] = await db
    .insert(subjects)
    .values({ institutionId, courseId: course!.id, title: 'Biology' })
    .returning();
  const [journey] = await db
    .insert(journeys)
    .values({ institutionId, subjectId: subject!.id, title: 'Journey' })
    .returning();
  const [paper] = await db
    .insert(questionPapers)
    .values({
      institutionId,
      subjectId: subject!.id,
      courseId: course!.id,
      title: 'Bench paper',
      timeAllowed: 60,
      year: 2025,
      qpCode: 'BENCH-1',
      maxMarks: PER_SESSION * 5,
    })
    .returning();
  const paperQuestions = await db
    .insert(questions)
    .values(
      MODEL.map((modelAnswer, index) => ({
        paperId: paper!.id,
        number: index + 1,
        text: `Question ${index + 1}: explain.`,
        marks: 5,
        modelAnswer,
      })),
    )
    .returning();
  paperQuestions.sort((a, b) => a.number - b.number);
  const [level] = await db
    .insert(levels)
    .values({
      journeyId: journey!.id,
      title: 'Exam',
      order: 1,
      type: 'exam',
      xpReward: 10,
      questionPaperId: paper!.id,
    })
    .returning();
  const students = await db
    .insert(users)
    .values(
      Array.from({ length: sessionCount }, (_, index) => ({
        institutionId,
        role: 'STUDENT' as const,
        email: `bench-${index}@example.test`,
        passwordHash: 'x',
        firstName: 'Bench',
        lastName: `${index}`,
      })),
    )
    .returning({ id: users.id });
  const now = new Date();
  const sessions = await db
    .insert(practiceSessions)
    .values(
      students.map((student) => ({
        institutionId,
        userId: student.id,
        levelId: level!.id,
        paperId: paper!.id,
        status: 'submitted' as const,
        submittedAt: now,
        endTime: now,
        marksAllocated: PER_SESSION * 5,
      })),
    )
    .returning({ id: practiceSessions.id });
  const rows = sessions.flatMap((session, s) =>
    paperQuestions.map((question, q) => ({
      sessionId: session.id,
      questionId: question.id,
      answerText: answerText(q, s),
      marksAllocated: 5,
      submittedAt: now,
    })),
  );
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(answers).values(rows.slice(start, start + 500));
  const inputs: EvaluationInput[] = rows.map((row, index) => ({
    questionNumber: (index % PER_SESSION) + 1,
    question: paperQuestions[index % PER_SESSION]!.text,
    modelAnswer: MODEL[index % PER_SESSION]!,
    rubric: null,
    maxMarks: 5,
    answer: row.answerText,
    language: 'en',
  }));
  return { sessionIds: sessions.map((session) => session.id), inputs };
}

async function main() {
  const log = (line: string) => console.log(line);
  ensureApiBuilt(log);
  const name = `markwise_bench_eval_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createBenchDatabase(SERVER_URL, name);
  const database = await createDatabase({ databaseUrl, dataDir: 'unused', poolSize: 10 });
  try {
    await migrateDatabase(database);
    const sessionCount = Math.ceil(ANSWERS / PER_SESSION);
    const { sessionIds, inputs } = await seed(database, sessionCount);
    log(`Seeded ${sessionIds.length} submitted sessions, ${inputs.length} answers.`);

    // The evaluator alone, on the same answers, in this process.
    const evaluator = createBuiltInEvaluator();
    let started = performance.now();
    for (const input of inputs) await evaluator.evaluate(input);
    const evaluatorMs = performance.now() - started;

    // Through the queue: the worker module of the compiled API, in this process.
    const load = (path: string) => import(pathToFileURL(join(DIST, path)).href);
    const { NestFactory } = await import(
      pathToFileURL(join(ROOT, 'apps/api/node_modules/@nestjs/core/index.js')).href
    );
    const { parseConfig } = await load('config/config.schema.js');
    const { resolveRuntimeConfig } = await load('config/resolve-config.js');
    const { WorkerModule } = await load('modules/evaluation/worker.module.js');
    const { EvaluationQueue } = await load('modules/evaluation/evaluation-queue.js');
    await import(
      pathToFileURL(join(ROOT, 'apps/api/node_modules/reflect-metadata/Reflect.js')).href
    );
    const config = resolveRuntimeConfig(
      parseConfig({
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(ROOT, 'bench/.bench-data'),
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        EVALUATION_CONCURRENCY: CONCURRENCY,
        EVALUATOR: 'builtin',
      }),
    );
    const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, database), {
      logger: ['error', 'warn'],
    });
    await app.init();
    const queue = app.get(EvaluationQueue);
    started = performance.now();
    for (const id of sessionIds) await queue.enqueue(id);
    const enqueueMs = performance.now() - started;
    for (;;) {
      const [row] = await database.db
        .select({ n: count() })
        .from(practiceSessions)
        .where(inArray(practiceSessions.status, ['evaluated', 'failed']));
      if (Number(row!.n) >= sessionIds.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const queueMs = performance.now() - started;
    const [failed] = await database.db
      .select({ n: count() })
      .from(practiceSessions)
      .where(eq(practiceSessions.status, 'failed'));
    // Closing the context also closes the database (the DatabaseModule owns it).
    await app.close();

    const jobs = sessionIds.length;
    const perMinute = (n: number, ms: number) => Math.round((n / ms) * 60_000);
    const workers = Number(CONCURRENCY);
    const lines = [
      `Evaluation bench: ${inputs.length} answers in ${jobs} jobs (${PER_SESSION} answers each), built-in evaluator, PostgreSQL, EVALUATION_CONCURRENCY=${workers}`,
      `  evaluator alone:       ${(evaluatorMs / 1000).toFixed(2)} s  ${perMinute(inputs.length, evaluatorMs)} answers/min  (${(evaluatorMs / jobs).toFixed(1)} ms per job)`,
      `  through the queue:     ${(queueMs / 1000).toFixed(2)} s  ${perMinute(inputs.length, queueMs)} answers/min  (enqueueing took ${(enqueueMs / 1000).toFixed(2)} s)`,
      `  wall time per job:     ${(queueMs / jobs).toFixed(1)} ms`,
      `  queue overhead per job (worker time minus evaluator time): ${((queueMs * workers - evaluatorMs) / jobs).toFixed(1)} ms`,
      `  failed sessions:       ${Number(failed!.n)}`,
    ];
    console.log(lines.join('\n'));
  } finally {
    await database.close().catch(() => undefined);
    await dropBenchDatabase(SERVER_URL, name);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
