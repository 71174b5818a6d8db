import type { Logger } from './common/logging/logger.js';

/**
 * The shutdown budget: SIGTERM/SIGINT start Nest's shutdown (enableShutdownHooks), in which
 * running evaluation jobs get `jobDrainMs` to finish (then the unfinished ones are released for
 * retry), in-flight requests are answered and the database closes. This bounds all of it:
 * whatever still runs `timeoutMs` after the signal is abandoned and the process exits, before a
 * supervisor's SIGKILL (docker compose's stop_grace_period is set longer) could leave jobs held.
 * The API's SHUTDOWN_DRAIN_DELAY_MS comes first (readiness 503, still serving) and adds to it.
 */
export function enforceShutdownTimeout(timeoutMs: number, logger: Logger) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // Once: when Nest has finished it re-sends the signal to end the process, which must then
    // meet no listener of ours.
    process.once(signal, () => {
      setTimeout(() => {
        logger.error({ timeoutMs }, 'shutdown did not finish within SHUTDOWN_TIMEOUT_MS; exiting');
        logger.flush(() => process.exit(1));
        setTimeout(() => process.exit(1), 1_000).unref();
      }, timeoutMs).unref();
    });
  }
}

/**
 * What running jobs may take of the budget; the rest (a quarter, at most 5 s) is for releasing
 * the unfinished ones for retry, answering the last requests and closing the database.
 */
export function jobDrainMs(timeoutMs: number): number {
  return Math.max(1_000, timeoutMs - Math.min(5_000, Math.round(timeoutMs / 4)));
}
