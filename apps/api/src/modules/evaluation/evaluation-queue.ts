/**
 * Where submitted sessions go to be evaluated. The evaluation module provides the real,
 * Postgres-backed queue; the attempts module only ever sees this.
 */
export abstract class EvaluationQueue {
  /** Queues an evaluation of the session. Queuing a session twice still evaluates it once. */
  abstract enqueue(sessionId: string): Promise<void>;
}
