import type { AppConfig } from '../../../config/config.schema.js';

/** How evaluation jobs are retried, expired and polled; tests shorten the timings. */
export type EvaluationQueueOptions = {
  /** Retries after the first attempt before the session is marked failed. */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each later retry (backoff). */
  retryDelaySeconds: number;
  /**
   * A running job whose worker has not renewed it for this long is taken as abandoned (its worker
   * died) and retried; the worker renews it every quarter of this (job-heartbeat.ts).
   */
  expireInSeconds: number;
  /** A live job running longer than this is failed by its worker's pg-boss (and retried). */
  timeoutSeconds: number;
  /** How often pg-boss expires abandoned jobs. */
  maintenanceIntervalSeconds: number;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds: number;
  /**
   * How often a worker re-queues sessions left without a live job (e.g. retries ran out mid-crash)
   * and shortens the expiry of jobs whose worker died before its first beat.
   */
  sweepIntervalSeconds: number;
  /**
   * How long a question's re-calibration waits after the decision that queued it: the decisions
   * made meanwhile on the question join that run instead of queuing their own.
   */
  recalibrationDelaySeconds: number;
  /** Start workers in this process; undefined: EVALUATION_WORKERS decides. */
  work?: boolean;
};

export const EVALUATION_QUEUE_OPTIONS = Symbol('EVALUATION_QUEUE_OPTIONS');

/** The defaults with the operator's job expiry and timeout; housekeeping follows the expiry. */
export function queueOptionsFrom(
  config: Pick<AppConfig, 'EVALUATION_JOB_EXPIRE_SECONDS' | 'EVALUATION_JOB_TIMEOUT_SECONDS'>,
): EvaluationQueueOptions {
  const expireInSeconds = config.EVALUATION_JOB_EXPIRE_SECONDS;
  return {
    ...DEFAULT_QUEUE_OPTIONS,
    expireInSeconds,
    timeoutSeconds: config.EVALUATION_JOB_TIMEOUT_SECONDS,
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.round(expireInSeconds / 3))),
  };
}

export const DEFAULT_QUEUE_OPTIONS: EvaluationQueueOptions = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 60,
  // An OpenAI-compatible evaluator may take OPENAI_TIMEOUT_MS x retries per answer; 15 minutes
  // covers a long paper; a job still running then is taken as hung.
  timeoutSeconds: 15 * 60,
  // A third of the expiry: a dead worker's job is retried within expiry + this (+ the retry delay).
  maintenanceIntervalSeconds: 20,
  pollingIntervalSeconds: 1,
  sweepIntervalSeconds: 60,
  // A run re-suggests every undecided answer of the question (half a second of JavaScript for a
  // board's 4,000): at most one in this many seconds keeps it a small share of a process.
  recalibrationDelaySeconds: 5,
};

/** The queue's name in pg-boss; its tables live in the `pgboss` schema. */
export const EVALUATION_JOB = 'evaluate-session';

export type EvaluationJobData = {
  sessionId: string;
  /** The value of evaluation_runs this run claims; makes each run's key distinct. */
  run: number;
};

/** One job per session and run: a second send while the first waits is dropped by pg-boss. */
export const jobKey = (data: EvaluationJobData) => `${data.sessionId}:${data.run}`;

/** The queue of re-calibrations: one job re-suggests one question's undecided answers. */
export const RECALIBRATION_JOB = 'recalibrate-suggestions';

export type RecalibrationJobData = { institutionId: string; questionId: string };

/** One waiting and one running job per question and institution ('stately'); more sends join them. */
export const recalibrationKey = (data: RecalibrationJobData) =>
  `${data.institutionId}:${data.questionId}`;
