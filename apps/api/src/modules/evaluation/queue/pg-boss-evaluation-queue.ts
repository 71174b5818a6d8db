import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { withSessionLock, type Database } from '@markwise/db';
import PgBoss from 'pg-boss';
import { CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.schema.js';
import { SYSTEM_SCOPE, type TenantScope } from '../../../data/scope.js';
import { AttemptsRepository } from '../../../data/sessions/attempts.repository.js';
import { EvaluationRunsRepository } from '../../../data/sessions/evaluation-runs.repository.js';
import { DATABASE } from '../../../database/database.module.js';
import { jobDrainMs } from '../../../shutdown.js';
import { EvaluationQueue } from '../evaluation-queue.js';
import { SessionEvaluator } from '../session-evaluator.service.js';
import { SuggestionAnchors } from '../suggestion-anchors.js';
import { keepJobAlive, leaseUnbeatenJobs } from './job-heartbeat.js';
import { JobWakeups } from './job-wakeups.js';
import { pgBossDb } from './pg-boss-db.js';
import {
  EVALUATION_JOB,
  EVALUATION_QUEUE_OPTIONS,
  jobKey,
  RECALIBRATION_JOB,
  recalibrationKey,
  type EvaluationJobData,
  type EvaluationQueueOptions,
  type RecalibrationJobData,
} from './queue-options.js';
import { tolerateUnawaitedJobWrites } from './unawaited-job-writes.js';

/**
 * Another feature's job on this queue's pg-boss: created with the queue's own, worked by the same
 * processes (with a heartbeat, so a killed worker's job is retried as an evaluation's is).
 */
export type FeatureJob<Data extends object> = {
  name: string;
  /** Jobs of this name one process runs at once. */
  concurrency: number;
  /** A live job running longer than this is failed (and retried). */
  timeoutSeconds: number;
  /** Sending the same key while a job of it waits queues nothing more. */
  keyOf: (data: Data) => string;
  run: (data: Data) => Promise<void>;
};

/** Serialises pg-boss's start and queue creation across processes (no other lock uses it). */
const QUEUE_INSTALL_LOCK = 7_201_542_812;

const ABANDONED =
  'Evaluation failed: the worker stopped responding on every attempt (the job expired). Re-run it.';

/**
 * The Postgres-backed queue (pg-boss, in the application's own database). Jobs survive restarts;
 * a job whose worker died expires and is retried; the session's claim makes each run count once.
 */
@Injectable()
export class PgBossEvaluationQueue
  extends EvaluationQueue
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('EvaluationQueue');
  private readonly boss: PgBoss;
  private readonly bossDb: PgBoss.Db;
  private sweepTimer: NodeJS.Timeout | undefined;
  private started: Promise<unknown> | undefined;
  private stopTolerating: (() => void) | undefined;
  private readonly wakeups: JobWakeups;
  /** This process's evaluation workers: a job sent is started by an idle one at once. */
  private readonly workerIds: string[] = [];
  private readonly featureJobs = new Map<string, FeatureJob<object>>();

  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(EVALUATION_QUEUE_OPTIONS) private readonly options: EvaluationQueueOptions,
    private readonly attempts: AttemptsRepository,
    private readonly runs: EvaluationRunsRepository,
    private readonly evaluator: SessionEvaluator,
    private readonly anchors: SuggestionAnchors,
  ) {
    super();
    this.bossDb = pgBossDb(database);
    this.boss = new PgBoss({
      db: this.bossDb,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
      // Cron scheduling is not used.
      schedule: false,
    });
    this.boss.on('error', (error) => this.logger.error(`pg-boss: ${error.message}`));
    this.wakeups = new JobWakeups(database, (error) =>
      this.logger.warn(`Job wake-ups: ${error.message}; polling meanwhile`),
    );
  }

  get working() {
    return this.options.work ?? this.config.EVALUATION_WORKERS === 'in-process';
  }

  async onApplicationBootstrap() {
    this.started = this.start();
    await this.started;
  }

  private async start() {
    await this.install();
    if (this.working) await this.startWorkers(this.config.EVALUATION_CONCURRENCY);
  }

  /**
   * Starts pg-boss and creates its queues. pg-boss installs its schema on first start and
   * `createQueue` inserts a row and a partition: two processes doing either at once on the same
   * database can fail (on the schema's name, or deadlocked on the queue table), so they take turns
   * under a session advisory lock and the later ones find everything there.
   */
  private async install() {
    const pool = this.database.postgres?.sessionPool;
    // The lock holds a connection while pg-boss works on others: a pool of one cannot do both.
    if (!pool || pool.options.max < 2) return this.installQueues();
    await withSessionLock(pool, QUEUE_INSTALL_LOCK, () => this.installQueues());
  }

  /** Adds a feature's job; called while modules initialise, before the queue starts. */
  register<Data extends object>(job: FeatureJob<Data>) {
    if (this.started) throw new Error(`job ${job.name} registered after the queue started`);
    this.featureJobs.set(job.name, job as unknown as FeatureJob<object>);
  }

  /** Queues a feature's job (once per key while one waits) and wakes this process's workers. */
  async sendJob<Data extends object>(name: string, data: Data): Promise<void> {
    const job = this.featureJobs.get(name);
    if (!job) throw new Error(`no job ${name} is registered`);
    await this.started;
    await this.boss.send(name, data, {
      singletonKey: job.keyOf(data),
      retryLimit: this.options.retryLimit,
      retryDelay: this.options.retryDelaySeconds,
      expireInSeconds: job.timeoutSeconds,
    });
    for (const id of this.featureWorkerIds.get(name) ?? []) this.boss.notifyWorker(id);
    await this.wakeups
      .announce()
      .catch((error: Error) => this.logger.warn(`Job wake-up not sent: ${error.message}`));
  }

  private readonly featureWorkerIds = new Map<string, string[]>();

  private async installQueues() {
    await this.boss.start();
    for (const job of this.featureJobs.values()) {
      await this.boss.createQueue(job.name, {
        name: job.name,
        policy: 'short',
        retryLimit: this.options.retryLimit,
        retryDelay: this.options.retryDelaySeconds,
        expireInSeconds: job.timeoutSeconds,
      });
    }
    await this.boss.createQueue(EVALUATION_JOB, {
      name: EVALUATION_JOB,
      // 'short': at most one waiting job per key, so queuing a session twice queues it once.
      policy: 'short',
      retryLimit: this.options.retryLimit,
      retryDelay: this.options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.options.timeoutSeconds,
    });
    await this.boss.createQueue(RECALIBRATION_JOB, {
      name: RECALIBRATION_JOB,
      // 'stately': one waiting and one running job per key. A decision while a run works queues
      // the next (which will see it); decisions while that one waits are dropped into it.
      policy: 'stately',
      retryLimit: this.options.retryLimit,
      retryDelay: this.options.retryDelaySeconds,
      expireInSeconds: 5 * 60,
    });
  }

  /** Starts `count` polling workers in this process, and the sweeper. */
  async startWorkers(count: number) {
    this.stopTolerating ??= tolerateUnawaitedJobWrites((message) => this.logger.error(message));
    for (let index = 0; index < count; index += 1) {
      // Filled once work() returns; the first job can only arrive after that (a DB round trip).
      const worker: { id?: string } = {};
      worker.id = await this.boss.work<EvaluationJobData>(
        EVALUATION_JOB,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds,
        },
        async ([job]) => {
          if (!job) return;
          const stopBeating = keepJobAlive({
            db: this.bossDb,
            jobName: EVALUATION_JOB,
            jobId: job.id,
            leaseSeconds: this.options.expireInSeconds,
            maxSeconds: this.options.timeoutSeconds,
            onError: (error) =>
              this.logger.warn(`Job heartbeat failed: ${(error as Error).message}`),
          });
          try {
            await this.evaluator.evaluate(
              job.data.sessionId,
              job.data.run,
              job.retryCount >= job.retryLimit,
            );
          } finally {
            stopBeating();
            // pg-boss waits a polling interval after every fetch; after a job there may well be
            // another waiting, so look again at once (the wait applies only when the queue is empty).
            if (worker.id) this.boss.notifyWorker(worker.id);
          }
        },
      );
      this.workerIds.push(worker.id);
    }
    for (const job of this.featureJobs.values()) await this.startFeatureWorkers(job);
    await this.wakeups.listen(() => this.wakeWorkers());
    // One re-calibration at a time per process: each is a short, CPU-bound pass over a question.
    await this.boss.work<RecalibrationJobData>(
      RECALIBRATION_JOB,
      { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds },
      async ([job]) => {
        if (!job) return;
        await this.anchors.recalibrate(
          { institutionId: job.data.institutionId },
          job.data.questionId,
        );
      },
    );
    this.sweepTimer = setInterval(
      () => void this.sweep(),
      this.options.sweepIntervalSeconds * 1000,
    );
    this.sweepTimer.unref();
    // And once now: sessions a stopped process left without a job are marked from the start, not
    // a sweep interval later (the grace period still spares those being queued right now).
    void this.sweep();
  }

  async beforeApplicationShutdown() {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await this.started?.catch(() => undefined);
    this.wakeups.close();
    // Graceful: running jobs finish first, within their part of SHUTDOWN_TIMEOUT_MS; pg-boss then
    // fails the unfinished ones, which releases them for retry. The database closes after this.
    await this.boss.stop({
      graceful: true,
      wait: true,
      close: false,
      timeout: jobDrainMs(this.config.SHUTDOWN_TIMEOUT_MS),
    });
    this.stopTolerating?.();
  }

  /**
   * Queues the session's next run: run = evaluation_runs + 1 for a submitted session, the current
   * run for one left 'evaluating' (so its retry reclaims it). Other statuses are not queued.
   */
  async enqueue(sessionId: string): Promise<void> {
    // By id alone: a job names the attempt, not its institution.
    const session = await this.attempts.findSession(SYSTEM_SCOPE, sessionId);
    if (!session) return;
    if (session.status === 'submitted') {
      await this.send({ sessionId, run: session.evaluationRuns + 1 });
    } else if (session.status === 'evaluating') {
      await this.send({ sessionId, run: session.evaluationRuns });
    }
  }

  private async send(data: EvaluationJobData) {
    await this.started;
    await this.boss.send(EVALUATION_JOB, data, {
      singletonKey: jobKey(data),
      retryLimit: this.options.retryLimit,
      retryDelay: this.options.retryDelaySeconds,
      retryBackoff: true,
      // The run limit; the running worker's heartbeat holds the real expiry much closer.
      expireInSeconds: this.options.timeoutSeconds,
    });
    this.wakeWorkers();
    await this.wakeups
      .announce()
      .catch((error: Error) => this.logger.warn(`Job wake-up not sent: ${error.message}`));
  }

  /** Idle workers of this process look for a job now instead of at their next poll. */
  private wakeWorkers() {
    for (const id of this.workerIds) this.boss.notifyWorker(id);
    for (const ids of this.featureWorkerIds.values()) {
      for (const id of ids) this.boss.notifyWorker(id);
    }
  }

  private async startFeatureWorkers(job: FeatureJob<object>) {
    const ids: string[] = [];
    this.featureWorkerIds.set(job.name, ids);
    for (let index = 0; index < job.concurrency; index += 1) {
      const worker: { id?: string } = {};
      worker.id = await this.boss.work<object>(
        job.name,
        { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds },
        async ([item]) => {
          if (!item) return;
          const stopBeating = keepJobAlive({
            db: this.bossDb,
            jobName: job.name,
            jobId: item.id,
            leaseSeconds: this.options.expireInSeconds,
            maxSeconds: job.timeoutSeconds,
            onError: (error) =>
              this.logger.warn(`Job heartbeat failed: ${(error as Error).message}`),
          });
          try {
            await job.run(item.data);
          } catch (error) {
            // pg-boss retries it; the reason is logged here, where it is known.
            this.logger.warn(`Job ${job.name} failed: ${(error as Error).message}`);
            throw error;
          } finally {
            stopBeating();
            if (worker.id) this.boss.notifyWorker(worker.id);
          }
        },
      );
      ids.push(worker.id);
    }
  }

  async recalibrate(scope: TenantScope, questionId: string): Promise<void> {
    await this.started;
    const data = { institutionId: scope.institutionId, questionId };
    await this.boss.send(RECALIBRATION_JOB, data, {
      singletonKey: recalibrationKey(data),
      startAfter: this.options.recalibrationDelaySeconds,
    });
  }

  /**
   * Re-queues sessions without a job, fails those whose last attempt died, and shortens the expiry
   * of jobs whose worker died before its first beat; never fatal.
   */
  async sweep() {
    try {
      // Across institutions: the queue's own housekeeping.
      const lost = await this.runs.submittedWithoutJob(SYSTEM_SCOPE, {
        jobName: EVALUATION_JOB,
        graceSeconds: 60,
        limit: 100,
      });
      for (const id of lost) await this.enqueue(id);
      const failed = await this.runs.failAbandoned(SYSTEM_SCOPE, {
        jobName: EVALUATION_JOB,
        reason: ABANDONED,
      });
      if (failed.length > 0)
        this.logger.warn(`Marked ${failed.length} abandoned session(s) failed`);
      const unbeaten = await leaseUnbeatenJobs(
        this.bossDb,
        [EVALUATION_JOB, ...this.featureJobs.keys()],
        this.options.expireInSeconds,
      );
      if (unbeaten > 0)
        this.logger.warn(
          `${unbeaten} job(s) whose worker died before its first beat: retried after one lease`,
        );
    } catch (error) {
      this.logger.error(`Sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
