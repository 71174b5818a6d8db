import type { TenantScope } from '../../data/scope.js';

/**
 * Where evaluation work goes: submitted sessions to be evaluated, and questions whose suggestions
 * a teacher's mark re-calibrates. The evaluation module provides the real, Postgres-backed queue;
 * the attempts module only ever sees this.
 */
export abstract class EvaluationQueue {
  /** Queues an evaluation of the session. Queuing a session twice still evaluates it once. */
  abstract enqueue(sessionId: string): Promise<void>;

  /**
   * Queues a re-calibration of the question's unreleased suggestions in the institution, after a
   * short delay; queuing it again before that run starts still runs it once.
   */
  abstract recalibrate(scope: TenantScope, questionId: string): Promise<void>;
}
