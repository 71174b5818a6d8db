/** The parts of one `pnpm bench` run; BENCH_SECTIONS picks some (all by default). */
export const SECTIONS = [
  'api',
  'framework',
  'pglite',
  'login',
  'evaluation',
  'web',
  'memory',
  'desk',
  'examday',
  'ocr',
  'paper',
] as const;
export type Section = (typeof SECTIONS)[number];

/** What one bench run does, from BENCH_* environment variables (all optional). */
export type BenchConfig = {
  /** A PostgreSQL server on which the bench may create and drop `databaseName`. */
  serverUrl: string;
  databaseName: string;
  /** practice_sessions rows to seed (on PostgreSQL, and on PGlite for its section). */
  sessions: number;
  /** Concurrent HTTP connections, and concurrent SQL clients in the direct run. */
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Measured time per endpoint and concurrency in the PGlite comparison (both databases). */
  pgliteSeconds: number;
  /** The mixed load whose resident memory is watched for growth. */
  soakSeconds: number;
  sections: Set<Section>;
  /** Answers through the evaluation queue, per evaluator. */
  evaluationAnswers: number;
  /** OPENAI_CONCURRENCY for the run against the fake provider. */
  openAiConcurrency: number;
  chromium: string;
  /** Lighthouse runs per page; the median one is reported. */
  lighthouseRuns: number;
  /** Leave the database for inspection instead of dropping it. */
  keepDatabase: boolean;
  /** Use the built apps as they are, even when their sources are newer. */
  skipBuild: boolean;
  /** The app's LOG_LEVEL: request logs cost time, so only warnings by default. */
  appLogLevel: string;
  /** Exam day: crowds of students sitting one exam at once, on PostgreSQL and on PGlite. */
  exam: {
    students: number[];
    pgliteStudents: number[];
    /** Autosaves offered per second in the open loop, on PostgreSQL and on PGlite. */
    rate: number;
    pgliteRate: number;
    /** Measured time of each autosave loop. */
    seconds: number;
    /** Typed attempts timed from submit to a readable report. */
    reports: number;
  };
  /** Offline OCR of handwritten pages: pages per worker thread, and worker processes to try. */
  ocr: { pagesPerThread: number; processes: number[] };
  /** Paper exams: booklets (one per student) printed, scanned in one PDF and marked. */
  paper: { students: number };
};

export const DEFAULT_SERVER_URL = 'postgres://markwise:markwise@127.0.0.1:5432/postgres';

export function readConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const durationSeconds = whole(env, 'BENCH_DURATION_SECONDS', 10, 1);
  return {
    serverUrl: env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL,
    databaseName: env.BENCH_DATABASE_NAME || 'markwise_bench',
    sessions: whole(env, 'BENCH_SESSIONS', 1_000_000, 50_000),
    connections: whole(env, 'BENCH_CONNECTIONS', 10, 1),
    durationSeconds,
    warmupSeconds: whole(env, 'BENCH_WARMUP_SECONDS', 3, 0),
    pgliteSeconds: whole(env, 'BENCH_PGLITE_SECONDS', Math.min(5, durationSeconds), 1),
    soakSeconds: whole(env, 'BENCH_SOAK_SECONDS', 600, 10),
    sections: sections(env.BENCH_SECTIONS),
    evaluationAnswers: whole(env, 'BENCH_EVAL_ANSWERS', 1000, 4),
    openAiConcurrency: whole(env, 'BENCH_OPENAI_CONCURRENCY', 32, 1),
    chromium: env.BENCH_CHROMIUM || '/usr/bin/chromium',
    lighthouseRuns: whole(env, 'BENCH_LIGHTHOUSE_RUNS', 3, 1),
    keepDatabase: env.BENCH_KEEP_DATABASE === '1',
    skipBuild: env.BENCH_SKIP_BUILD === '1',
    appLogLevel: env.BENCH_APP_LOG_LEVEL || 'warn',
    exam: {
      students: counts(env, 'BENCH_EXAM_STUDENTS', [10, 200, 2_000, 10_000]),
      pgliteStudents: counts(env, 'BENCH_EXAM_PGLITE_STUDENTS', [10, 200, 2_000]),
      rate: whole(env, 'BENCH_EXAM_RATE', 2_000, 1),
      pgliteRate: whole(env, 'BENCH_EXAM_PGLITE_RATE', 1_000, 1),
      seconds: whole(env, 'BENCH_EXAM_SECONDS', durationSeconds, 1),
      reports: whole(env, 'BENCH_EXAM_REPORTS', 20, 1),
    },
    ocr: {
      pagesPerThread: whole(env, 'BENCH_OCR_PAGES', 16, 2),
      processes: counts(env, 'BENCH_OCR_PROCESSES', [1, 2, 4]),
    },
    paper: {
      students: whole(env, 'BENCH_PAPER_STUDENTS', 20, 1),
    },
  };
}

function sections(raw: string | undefined): Set<Section> {
  if (!raw) return new Set(SECTIONS);
  const picked = raw.split(',').map((name) => name.trim());
  const unknown = picked.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`BENCH_SECTIONS: unknown ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`);
  }
  return new Set(picked as Section[]);
}

/** A comma-separated list of whole numbers ("10,200,2000"); an empty one skips that part. */
function counts(env: NodeJS.ProcessEnv, name: string, fallback: number[]): number[] {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const values = raw
    .split(',')
    .filter((part) => part.trim() !== '')
    .map(Number);
  if (values.some((value) => !Number.isInteger(value) || value < 1)) {
    throw new Error(`${name} must list whole numbers of at least 1, got "${raw}"`);
  }
  return values;
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}
