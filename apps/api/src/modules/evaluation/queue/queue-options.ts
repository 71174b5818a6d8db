/** How evaluation jobs are retried, expired and polled; tests shorten the timings. */
export type EvaluationQueueOptions = {
  /** Retries after the first attempt before the session is marked failed. */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each later retry (backoff). */
  retryDelaySeconds: number;
  /** An active job older than this is taken as abandoned (its worker died) and retried. */
  expireInSeconds: number;
  /** How often pg-boss expires abandoned jobs. */
  maintenanceIntervalSeconds: number;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds: number;
  /** How often a worker re-queues sessions left without a live job (e.g. retries ran out mid-crash). */
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

export const DEFAULT_QUEUE_OPTIONS: EvaluationQueueOptions = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  // An OpenAI-compatible evaluator may take OPENAI_TIMEOUT_MS x retries per answer; 15 minutes
  // covers a long paper without leaving a crashed job waiting for hours.
  expireInSeconds: 15 * 60,
  maintenanceIntervalSeconds: 60,
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
