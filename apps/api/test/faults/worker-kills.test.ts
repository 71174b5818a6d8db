import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, levelProgress, practiceSessions, users, type Database } from '@markwise/db';
import { eq, inArray } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { EVALUATION_JOB, jobKey } from '../../src/modules/evaluation/queue/queue-options.js';
import {
  createMarkedExam,
  createSubmittedSession,
  MODEL_ANSWERS,
} from '../support/evaluation-factories.js';
import { createInstitution, createUser } from '../support/factories.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../support/fake-openai-server.js';
import { reportFigure } from '../support/figures.js';
import { sleep, startAppProcess, type AppProcess } from './support/api-process.js';
import { createServerDatabase, queryRows, SERVER_URL } from './support/server-database.js';

/** Sessions queued at once, kills of a worker in the middle of them, and the worker's slots. */
const SESSIONS = 8;
const KILLS = 4;
const CONCURRENCY = 2;
const XP_REWARD = 40;
/** A killed worker's job is expired and retried this long after its last heartbeat. */
const EXPIRE_SECONDS = 10;
/** The jobs' run limit, as the API sends it (EVALUATION_JOB_TIMEOUT_SECONDS). */
const TIMEOUT_SECONDS = 600;

type JobRow = { id: string; singleton_key: string; state: string; retry_count: number };

/**
 * `pnpm worker` processes killed with SIGKILL, one after another, each in the middle of its jobs
 * (claimed sessions waiting on a slow evaluator); then a last worker finishes. Every session is
 * evaluated exactly once: no job lost, none run to completion twice. PostgreSQL only (separate
 * worker processes share the database).
 */
describe.skipIf(!SERVER_URL)('workers killed with SIGKILL mid-evaluation', () => {
  let db: Awaited<ReturnType<typeof createServerDatabase>>;
  let database: Database;
  let boss: PgBoss;
  let fake: FakeOpenAiServer;
  const workers: AppProcess[] = [];

  beforeAll(async () => {
    db = await createServerDatabase();
    database = db.database;
    // Sends the jobs and runs maintenance every second (expiring a killed worker's jobs); works none.
    boss = new PgBoss({ connectionString: db.url, maintenanceIntervalSeconds: 1, schedule: false });
    await boss.start();
    await boss.createQueue(EVALUATION_JOB, { name: EVALUATION_JOB, policy: 'short' });
    // Every chat request takes 2 s, so a job lasts long enough to be killed in the middle.
    fake = await startFakeOpenAiServer({ delayMs: 2_000 });
  });

  afterAll(async () => {
    for (const worker of workers) {
      await worker.stop('SIGKILL');
      worker.cleanup();
    }
    await boss?.stop({ graceful: false, close: true }).catch(() => undefined);
    await fake?.close();
    await db?.drop();
  });

  const startWorker = async () => {
    const worker = await startAppProcess({
      entry: 'worker',
      env: {
        DATABASE_URL: db.url,
        EVALUATOR: 'openai',
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_MODEL: 'fake-model',
        OPENAI_MAX_RETRIES: '0',
        OPENAI_CONCURRENCY: '8',
        EVALUATION_CONCURRENCY: String(CONCURRENCY),
        EVALUATION_JOB_EXPIRE_SECONDS: String(EXPIRE_SECONDS),
      },
    });
    workers.push(worker);
    return worker;
  };

  const jobsOf = (sessionIds: string[]) =>
    queryRows<JobRow>(
      db.url,
      `select id, singleton_key, state::text, retry_count from pgboss.job
        where name = $1 and singleton_key = any($2::text[])`,
      [EVALUATION_JOB, sessionIds.map((sessionId) => jobKey({ sessionId, run: 1 }))],
    );

  /**
   * Jobs this worker is running: active, their sessions claimed, and renewed since it started
   * (the heartbeat keeps started_on + expire_in at its last beat plus the expiry; a killed
   * worker's jobs stay below that).
   */
  async function claimedSince(since: Date, sessionIds: string[]) {
    const rows = await queryRows<{ id: string }>(
      db.url,
      `select j.id from pgboss.job j
         join practice_sessions s on j.singleton_key = s.id::text || ':1'
        where j.name = $1 and j.state = 'active'
          and j.started_on + j.expire_in >= $2::timestamptz + make_interval(secs => $4)
          and s.status = 'evaluating' and s.id = any($3::uuid[])`,
      [EVALUATION_JOB, since, sessionIds, EXPIRE_SECONDS],
    );
    return rows.map((row) => row.id);
  }

  /** Waits until no session is left submitted or evaluating (or the time runs out). */
  async function waitUntilSettled(ids: string[], timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const rows = await database.db
        .select({ status: practiceSessions.status })
        .from(practiceSessions)
        .where(inArray(practiceSessions.id, ids));
      if (rows.every((row) => row.status === 'evaluated' || row.status === 'failed')) return;
      await sleep(500);
    }
  }

  it(`evaluates every session exactly once through ${KILLS} kills`, async () => {
    const institution = await createInstitution(database);
    // Whatever the fake model's marks, the attempt passes, so XP shows how often it was awarded.
    const exam = await createMarkedExam(database, {
      institutionId: institution.id,
      xpReward: XP_REWARD,
      passPercentage: 0,
    });
    const sessions = [];
    for (let index = 0; index < SESSIONS; index++) {
      const student = await createUser(database, { institutionId: institution.id });
      sessions.push(
        await createSubmittedSession(database, { exam, userId: student.id, texts: MODEL_ANSWERS }),
      );
    }
    const ids = sessions.map((session) => session.id);
    for (const sessionId of ids) {
      const data = { sessionId, run: 1 };
      await boss.send(EVALUATION_JOB, data, {
        singletonKey: jobKey(data),
        // More retries than kills: a job interrupted by every kill still has one left.
        retryLimit: KILLS + 2,
        retryDelay: 0,
        expireInSeconds: TIMEOUT_SECONDS,
      });
    }

    const interrupted = new Set<string>();
    let interruptions = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      const [{ now }] = (await queryRows<{ now: Date }>(db.url, 'select now()')) as [{ now: Date }];
      const worker = await startWorker();
      // Wait until it has claimed jobs (its slots full, or one claimed and a moment passed).
      let claimed: string[] = [];
      const deadline = Date.now() + 60_000;
      let firstSeen = 0;
      while (Date.now() < deadline) {
        claimed = await claimedSince(now, ids);
        if (claimed.length > 0 && !firstSeen) firstSeen = Date.now();
        if (claimed.length >= CONCURRENCY || (firstSeen && Date.now() - firstSeen > 1_000)) break;
        await sleep(100);
      }
      expect(claimed.length, worker.output()).toBeGreaterThan(0);
      await worker.stop('SIGKILL');
      // Still 'active' in the queue, its session 'evaluating': only expiry brings it back.
      expect((await claimedSince(now, ids)).sort()).toEqual(claimed.sort());
      for (const id of claimed) interrupted.add(id);
      interruptions += claimed.length;
    }

    const last = await startWorker();
    await waitUntilSettled(ids, 180_000);
    await last.stop('SIGTERM');

    // Lost: a session not evaluated, or a job not completed. Duplicated: a session evaluated
    // more than once (a second run, XP or an attempt counted twice, more than one job).
    const rows = await database.db
      .select()
      .from(practiceSessions)
      .where(inArray(practiceSessions.id, ids));
    const jobs = await jobsOf(ids);
    const lost = rows.filter(
      (row) =>
        row.status !== 'evaluated' ||
        jobs.find((job) => job.singleton_key === `${row.id}:1`)?.state !== 'completed',
    );
    const duplicated = [];
    for (const row of rows) {
      const [progress] = await database.db
        .select()
        .from(levelProgress)
        .where(eq(levelProgress.userId, row.userId));
      const [user] = await database.db.select().from(users).where(eq(users.id, row.userId));
      const marked = await database.db.select().from(answers).where(eq(answers.sessionId, row.id));
      const jobCount = jobs.filter((job) => job.singleton_key === `${row.id}:1`).length;
      if (
        row.evaluationRuns !== 1 ||
        progress?.attempts !== 1 ||
        user?.xp !== XP_REWARD ||
        marked.length !== exam.questions.length ||
        jobCount !== 1
      ) {
        duplicated.push({ row, progress, xp: user?.xp, answers: marked.length, jobCount });
      }
    }
    const retried = jobs.filter((job) => interrupted.has(job.id) && job.retry_count > 0);

    expect(lost, JSON.stringify({ lost, jobs })).toEqual([]);
    expect(duplicated, JSON.stringify(duplicated)).toEqual([]);
    expect(rows.every((row) => row.failureReason === null)).toBe(true);
    // Every interrupted job came back through a retry (expiry), none through luck.
    expect(retried.length).toBe(interrupted.size);
    reportFigure(
      'jobs lost or duplicated after worker kills',
      `0 lost, 0 duplicated (${KILLS} SIGKILLs mid-evaluation interrupting jobs ` +
        `${interruptions} times, ${interrupted.size} distinct jobs, all retried; ` +
        `${SESSIONS} sessions each evaluated once)`,
    );
  });
});
