/**
 * Answers through the evaluation queue (pg-boss on PostgreSQL, the compiled API's worker module in
 * this process), each run on a fresh database: with the built-in evaluator, against the
 * evaluator's own speed on the same answers; and with the OpenAI-compatible evaluator against a
 * fake provider (2-4 s per call, 5% 429s), against what its concurrency allows.
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
import pg from 'pg';
import { createBenchDatabase, dropBenchDatabase } from '../bench-database.js';
import { figure, type Figure } from '../figures.js';
import { startFakeOpenAi } from '../fake-openai.js';

const SECTION = '5. Evaluation';
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIST = join(ROOT, 'apps/api/dist');
const PER_SESSION = 4;
const BUILTIN_WORKERS = 2;
const FAKE = { minMs: 2000, maxMs: 4000, rateLimitedShare: 0.05 };

const MODEL = [
  'Photosynthesis converts light energy into chemical energy: chlorophyll absorbs sunlight, and carbon dioxide and water become glucose and oxygen.',
  'The angle of incidence equals the angle of reflection, and the incident ray, reflected ray and normal lie in one plane.',
  'Mitochondria release energy from glucose by cellular respiration, producing ATP for the cell.',
  'Osmosis is the movement of water across a semi-permeable membrane from a dilute to a concentrated solution.',
];
/** Student answers of varied quality, deterministic and distinct per index. */
const answerText = (question: number, index: number) => {
  const words = MODEL[question]!.split(' ');
  const keep = 0.3 + ((index * 37) % 70) / 100;
  const kept = words.filter((_, i) => (i * 13 + index) % 100 < keep * 100).join(' ');
  return `${kept} (${index})`;
};

export type EvaluationOptions = {
  serverUrl: string;
  answers: number;
  openAiConcurrency: number;
  log: (line: string) => void;
};

export async function evaluationSection(options: EvaluationOptions): Promise<Figure[]> {
  return [...(await builtInRun(options)), ...(await openAiRun(options))];
}

async function builtInRun(options: EvaluationOptions): Promise<Figure[]> {
  const { log } = options;
  log(`\nEvaluation: ${options.answers} answers, built-in evaluator, ${BUILTIN_WORKERS} workers`);
  return withDatabase(options.serverUrl, async (database, databaseUrl) => {
    const { sessionIds, inputs } = await seed(database, Math.ceil(options.answers / PER_SESSION));
    const evaluator = createBuiltInEvaluator();
    const started = performance.now();
    for (const input of inputs) await evaluator.evaluate(input);
    const evaluatorMs = performance.now() - started;
    const run = await throughQueue(database, databaseUrl, sessionIds, {
      EVALUATOR: 'builtin',
      EVALUATION_CONCURRENCY: String(BUILTIN_WORKERS),
    });
    const jobs = sessionIds.length;
    const perMinute = (inputs.length / run.ms) * 60_000;
    const overheadPerJob = (run.ms * BUILTIN_WORKERS - evaluatorMs) / jobs;
    log(
      `  ${perMinute.toFixed(0)} answers/min through the queue; evaluator alone ` +
        `${((inputs.length / evaluatorMs) * 60_000).toFixed(0)}/min; ${run.problems.join(', ') || 'none lost or duplicated'}`,
    );
    return [
      figure(
        SECTION,
        `built-in: ${inputs.length} answers through the queue`,
        perMinute,
        'answers/min',
        {
          reference: { name: 'evaluator alone', value: (inputs.length / evaluatorMs) * 60_000 },
          target: { text: 'none lost or duplicated', holds: run.problems.length === 0 },
          note: run.problems.join('; ') || undefined,
        },
      ),
      figure(SECTION, 'built-in: queue overhead per job (4 answers)', overheadPerJob, 'ms', {
        reference: { name: "evaluator's own time per job", value: evaluatorMs / jobs },
        note: `${BUILTIN_WORKERS} workers; overhead = worker time − evaluator time`,
      }),
    ];
  });
}

async function openAiRun(options: EvaluationOptions): Promise<Figure[]> {
  const { log } = options;
  const concurrency = options.openAiConcurrency;
  // Enough sessions in flight to keep every call slot busy.
  const workers = Math.min(32, concurrency);
  log(
    `\nEvaluation: ${options.answers} answers, OpenAI-compatible fake (2-4 s, 5% 429), ` +
      `OPENAI_CONCURRENCY=${concurrency}, ${workers} workers`,
  );
  const fake = await startFakeOpenAi(FAKE);
  try {
    return await withDatabase(options.serverUrl, async (database, databaseUrl) => {
      const { sessionIds, inputs } = await seed(database, Math.ceil(options.answers / PER_SESSION));
      const run = await throughQueue(database, databaseUrl, sessionIds, {
        EVALUATOR: 'openai',
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: 'bench',
        OPENAI_MODEL: 'bench-model',
        OPENAI_CONCURRENCY: String(concurrency),
        EVALUATION_CONCURRENCY: String(workers),
      });
      const problems = [...run.problems];
      const duplicated = [...fake.repliesPerAnswer.values()].filter((n) => n > 1).length;
      if (duplicated > 0) problems.push(`${duplicated} answers marked twice by the provider`);
      const fallback = await countRows(
        databaseUrl,
        `select count(*) from answers where evaluator is distinct from 'openai'`,
      );
      if (fallback > 0) problems.push(`${fallback} answers fell back to built-in`);
      const perSecond = inputs.length / (run.ms / 1000);
      const ceiling = concurrency / (fake.meanLatencyMs() / 1000);
      log(
        `  ${perSecond.toFixed(2)} answers/s (ceiling ${ceiling.toFixed(2)}), ${fake.rateLimited} 429s, ` +
          `${fake.maxInFlight} calls in flight at most; ${problems.join(', ') || 'none lost or duplicated'}`,
      );
      return [
        figure(
          SECTION,
          `OpenAI-compatible fake: ${inputs.length} answers, concurrency ${concurrency}`,
          perSecond,
          'answers/s',
          {
            reference: { name: 'concurrency / mean latency', value: ceiling },
            target: {
              text: 'ratio ≥ 0.9, none lost or duplicated',
              holds: perSecond / ceiling >= 0.9 && problems.length === 0,
            },
            note:
              `${fake.rateLimited} answered 429 and retried; at most ${fake.maxInFlight} calls in flight; ` +
              `mean latency ${(fake.meanLatencyMs() / 1000).toFixed(2)} s` +
              (problems.length > 0 ? `; ${problems.join('; ')}` : ''),
          },
        ),
      ];
    });
  } finally {
    await fake.close();
  }
}

async function withDatabase<T>(
  serverUrl: string,
  work: (database: Database, databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `markwise_bench_eval_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createBenchDatabase(serverUrl, name);
  const database = await createDatabase({ databaseUrl, dataDir: 'unused', poolSize: 10 });
  try {
    await migrateDatabase(database);
    return await work(database, databaseUrl);
  } finally {
    await database.close().catch(() => undefined);
    await dropBenchDatabase(serverUrl, name);
  }
}

/**
 * Starts the worker module of the compiled API with `env`, queues every session, and waits until
 * none is left to evaluate. Checks that each was evaluated exactly once, every answer marked.
 */
async function throughQueue(
  database: Database,
  databaseUrl: string,
  sessionIds: string[],
  env: Record<string, string>,
) {
  const load = (path: string) => import(pathToFileURL(join(DIST, path)).href);
  await import(pathToFileURL(join(ROOT, 'apps/api/node_modules/reflect-metadata/Reflect.js')).href);
  const { NestFactory } = await import(
    pathToFileURL(join(ROOT, 'apps/api/node_modules/@nestjs/core/index.js')).href
  );
  const { parseConfig } = await load('config/config.schema.js');
  const { resolveRuntimeConfig } = await load('config/resolve-config.js');
  const { WorkerModule } = await load('modules/evaluation/worker.module.js');
  const { EvaluationQueue } = await load('modules/evaluation/evaluation-queue.js');
  const config = resolveRuntimeConfig(
    parseConfig({
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(ROOT, 'bench/.bench-data'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      ...env,
    }),
  );
  // The worker gets its own pool; this one only watches.
  const workerDatabase = await createDatabase({ databaseUrl, dataDir: 'unused', poolSize: 10 });
  const app = await NestFactory.createApplicationContext(
    WorkerModule.forRoot(config, workerDatabase),
    { logger: ['error', 'warn'] },
  );
  await app.init();
  const queue = app.get(EvaluationQueue);
  const started = performance.now();
  for (const id of sessionIds) await queue.enqueue(id);
  for (;;) {
    const done = await countRows(
      databaseUrl,
      `select count(*) from practice_sessions where status in ('evaluated', 'failed')`,
    );
    if (done >= sessionIds.length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const ms = performance.now() - started;
  // Closing the context also closes its database (the DatabaseModule owns it).
  await app.close();

  const problems: string[] = [];
  const failed = await countRows(
    databaseUrl,
    `select count(*) from practice_sessions where status = 'failed'`,
  );
  if (failed > 0) problems.push(`${failed} sessions failed`);
  const rerun = await countRows(
    databaseUrl,
    `select count(*) from practice_sessions where evaluation_runs > 1`,
  );
  if (rerun > 0) problems.push(`${rerun} sessions evaluated more than once`);
  const marked = await countRows(
    databaseUrl,
    `select count(*) from answers where marks_awarded is not null and evaluator is not null`,
  );
  const expected = sessionIds.length * PER_SESSION;
  if (marked !== expected) problems.push(`${expected - marked} answers unmarked`);
  return { ms, problems };
}

async function countRows(databaseUrl: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(query);
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

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
