import { availableParallelism } from 'node:os';
import { DEFAULT_APP_NAME } from '@markwise/contract';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const commaList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url()));

/**
 * Browser origins: each entry is reduced to scheme://host[:port], the form of an Origin header, so
 * "https://school.example/" (a trailing slash, a path) still matches.
 */
const originList = commaList.pipe(
  z.array(
    z
      .string()
      .transform((value) => new URL(value).origin)
      .refine((origin) => /^https?:\/\//.test(origin), 'must be an http(s) origin'),
  ),
);

/** Every setting the API reads, parsed once at boot from the environment. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_NAME: z.string().trim().min(1).max(60).default(DEFAULT_APP_NAME),
  /** Set: PostgreSQL through `pg`. Unset: embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * The URL's parts, for a supervisor that cannot URL-encode (docker compose): with DATABASE_HOST
   * set and DATABASE_URL not, the app builds the URL, encoding the password.
   */
  DATABASE_HOST: z.string().min(1).optional(),
  DATABASE_PORT: z.coerce.number().int().min(1).max(65535).default(5432),
  DATABASE_USER: z.string().min(1).optional(),
  DATABASE_PASSWORD: z.string().min(1).optional(),
  DATABASE_NAME: z.string().min(1).optional(),
  /** Connections of each process's main pool (API replica or worker). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * A direct or session-mode PostgreSQL URL for the evaluation queue (pg-boss) and the migration
   * lock, which need a session; set it when DATABASE_URL goes through a transaction-mode pooler
   * (PgBouncer). Unset: DATABASE_URL serves both.
   */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Connections of the DATABASE_DIRECT_URL pool of each process, when that URL is set. */
  DATABASE_DIRECT_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(4),
  /**
   * false: no named prepared statements (a transaction-mode pooler may run the next statement on
   * another server connection, which never prepared it). true keeps repeated queries parsed once.
   */
  DATABASE_PREPARED_STATEMENTS: flag.default(true),
  /**
   * false: start without migrating, and refuse to start while migrations are pending; migrate
   * first with the one-off `migrate` command (a Kubernetes Job or init container).
   */
  MIGRATE_AT_START: flag.default(true),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Defaults to DATA_DIR/uploads. Outside the web root by construction. */
  UPLOADS_DIR: z.string().min(1).optional(),
  /**
   * Where uploaded files live: `local` (UPLOADS_DIR, one machine) or `s3` (an S3-compatible bucket
   * every API replica and worker reads and writes: AWS S3, MinIO, Ceph, R2, GCS interoperability).
   */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** The S3 API's URL (MinIO, Ceph, R2, GCS: https://storage.googleapis.com); unset: AWS S3. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Bucket in the path (MinIO, Ceph, most self-hosted servers) instead of the host name. */
  S3_FORCE_PATH_STYLE: flag.default(false),
  /** Both or neither; unset: the AWS SDK's default chain (AWS_* env, web identity, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Seed the demo institutions (known passwords) when the database is empty at start. Unset: only
   * on the embedded database; a start on PostgreSQL is a real deployment and starts empty.
   */
  SEED_DEMO_DATA: flag.optional(),
  /** HMAC key for access tokens. Unset: generated once and kept in DATA_DIR/jwt-secret. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Browser origins allowed to call the API cross-origin; empty means same-origin only. */
  CORS_ORIGINS: originList.default([]),
  /** Trust X-Forwarded-For from this many proxy hops (0: use the socket address). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Which evaluator marks answers: the offline built-in one, or an OpenAI-compatible API. */
  EVALUATOR: z.enum(['builtin', 'openai']).default('builtin'),
  /** OpenAI-compatible chat API (OpenAI, Azure OpenAI, Ollama, vLLM); required when EVALUATOR=openai. */
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_MODEL: z.string().min(1).optional(),
  /** A vision-capable model for reading handwriting; unset: OPENAI_MODEL, or OCR when no provider. */
  OPENAI_VISION_MODEL: z.string().min(1).optional(),
  /** A speech-to-text model (e.g. whisper-1) for spoken viva answers; unset: answers are typed. */
  OPENAI_TRANSCRIPTION_MODEL: z.string().min(1).optional(),
  OPENAI_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** Tesseract languages for offline OCR of handwritten pages. */
  OCR_LANGUAGES: z
    .string()
    .regex(/^[a-z_]+(\+[a-z_]+)*$/, 'must look like eng+hin')
    .default('eng+hin'),
  /**
   * Below this mean OCR confidence (0-100, as Tesseract reports a page) a photographed answer's
   * mark waits for a teacher: the text it was marked on may not be what the student wrote.
   */
  OCR_REVIEW_CONFIDENCE: z.coerce.number().min(0).max(100).default(60),
  /**
   * Pages offline OCR reads at once in a process, each on a worker thread of its own (~100 MB):
   * by default one per core, so a worker machine's cores all read.
   */
  OCR_THREADS: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  /** in-process: the API runs evaluation workers; external: only `pnpm worker` processes do. */
  EVALUATION_WORKERS: z.enum(['in-process', 'external']).default('in-process'),
  EVALUATION_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /**
   * A running evaluation job whose worker has not renewed it (a heartbeat every quarter of this)
   * for this long is taken as abandoned and retried: a killed worker's attempt waits about this
   * long plus the queue's housekeeping (a third of it), never for the whole job timeout.
   */
  EVALUATION_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(4).max(3_600).default(60),
  /** A live evaluation job running longer than this is failed (and retried): a hung provider. */
  EVALUATION_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  /**
   * `pnpm worker` answers liveness (/health) and readiness (/health/ready, its database) on this
   * port, for a container's probes; unset: no listener (several workers on one host).
   */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Handwritten pages per answer, and the size of each. */
  ANSWER_IMAGES_MAX: z.coerce.number().int().min(1).max(20).default(5),
  ANSWER_IMAGE_MAX_BYTES: z.coerce.number().int().min(10_000).max(50_000_000).default(8_000_000),
  /** Rows one bulk-marking CSV may have; a longer file is refused before any answer is marked. */
  BULK_MARKING_MAX_ROWS: z.coerce.number().int().min(1).max(100_000).default(5_000),
  /** Bulk-marking files handled at once (each in its own worker thread), and how many may wait. */
  BULK_MARKING_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  BULK_MARKING_MAX_WAITING: z.coerce.number().int().min(0).max(100).default(4),
  /** A bulk-marking thread running longer is stopped (the request answers 503). */
  BULK_MARKING_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  /**
   * SIGTERM/SIGINT to exit: running evaluation jobs get most of it to finish (the rest are
   * released for retry), in-flight requests are answered; keep a supervisor's grace period longer.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(2_000).max(600_000).default(30_000),
  /**
   * After SIGTERM/SIGINT the API answers readiness 503 but keeps serving this long, so a load
   * balancer stops sending before the listener closes; SHUTDOWN_TIMEOUT_MS counts from its end.
   * 0 (the default) keeps Ctrl-C instant; behind a load balancer set a few of its probe periods.
   */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).default(0),
  /**
   * How long an idle kept-alive connection stays open: longer than any proxy's idle timeout in
   * front of the API (nginx and AWS ALB 60 s, Traefik 90 s, Caddy 120 s; GCP's balancer wants 620 s).
   */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(900_000).default(125_000),
  /** The built web app to serve; unset: apps/web/dist of this checkout when it exists. */
  WEB_DIST_DIR: z.string().min(1).optional(),
});

type ParsedEnv = z.infer<typeof ConfigSchema>;

/** The settings as the app uses them: one database URL, and whether demo data is wanted. */
export type AppConfig = Omit<ParsedEnv, 'SEED_DEMO_DATA'> & { SEED_DEMO_DATA: boolean };

function resolveDatabaseSettings(env: ParsedEnv): AppConfig {
  const DATABASE_URL = env.DATABASE_URL ?? databaseUrlFromParts(env);
  return {
    ...env,
    DATABASE_URL,
    SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? DATABASE_URL === undefined,
  };
}

function databaseUrlFromParts(env: ParsedEnv): string | undefined {
  if (!env.DATABASE_HOST) return undefined;
  const url = new URL('postgres://placeholder');
  url.hostname = env.DATABASE_HOST;
  url.port = String(env.DATABASE_PORT);
  // Encoded whole: the URL setters alone leave '%' as it is, which the driver then misreads.
  url.username = encodeURIComponent(env.DATABASE_USER ?? '');
  url.password = encodeURIComponent(env.DATABASE_PASSWORD ?? '');
  url.pathname = `/${env.DATABASE_NAME ?? env.DATABASE_USER ?? ''}`;
  return url.toString();
}

/** Rules between variables, checked after each is valid on its own. */
const CROSS_CHECKS: { when: (config: ParsedEnv) => boolean; problem: string }[] = [
  {
    when: (config) => config.DATABASE_URL !== undefined && config.DATABASE_HOST !== undefined,
    problem: 'set DATABASE_URL or DATABASE_HOST (with DATABASE_USER, DATABASE_PASSWORD), not both',
  },
  {
    when: (config) => config.STORAGE_DRIVER === 's3' && !config.S3_BUCKET,
    problem: 'STORAGE_DRIVER=s3 needs S3_BUCKET',
  },
  {
    when: (config) =>
      (config.S3_ACCESS_KEY_ID === undefined) !== (config.S3_SECRET_ACCESS_KEY === undefined),
    problem: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
  },
  {
    when: (config) =>
      config.DATABASE_DIRECT_URL !== undefined &&
      config.DATABASE_URL === undefined &&
      config.DATABASE_HOST === undefined,
    problem:
      'DATABASE_DIRECT_URL needs DATABASE_URL (or DATABASE_HOST): the embedded database has no pooler',
  },
  {
    // Without named statements the app is behind a transaction-mode pooler, through which the
    // queue would break and the migration lock would stay held on some server connection.
    when: (config) =>
      !config.DATABASE_PREPARED_STATEMENTS &&
      (config.DATABASE_URL !== undefined || config.DATABASE_HOST !== undefined) &&
      config.DATABASE_DIRECT_URL === undefined,
    problem:
      'DATABASE_PREPARED_STATEMENTS=false (a transaction-mode pooler) needs DATABASE_DIRECT_URL: a direct or session-mode URL for the queue and the migration lock',
  },
  {
    when: (config) =>
      config.EVALUATOR === 'openai' && (!config.OPENAI_BASE_URL || !config.OPENAI_MODEL),
    problem: 'EVALUATOR=openai needs OPENAI_BASE_URL and OPENAI_MODEL',
  },
  {
    when: (config) => config.EVALUATION_JOB_TIMEOUT_SECONDS <= config.EVALUATION_JOB_EXPIRE_SECONDS,
    problem: 'EVALUATION_JOB_TIMEOUT_SECONDS must be longer than EVALUATION_JOB_EXPIRE_SECONDS',
  },
];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError listing every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  // Empty strings from a .env file mean "not set".
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = ConfigSchema.safeParse(defined);
  if (result.success) {
    const problems = CROSS_CHECKS.filter((check) => check.when(result.data));
    if (problems.length === 0) return resolveDatabaseSettings(result.data);
    throw new ConfigError(problems.map((check) => check.problem));
  }
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
  );
}
