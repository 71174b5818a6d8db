import DataLoader from 'dataloader';

/**
 * Calls made in one turn of the event loop, handed to `run` together so that one statement
 * answers a crowd (an exam's autosaves and their sign-in checks arrive by the hundred). `run`
 * answers each call by position, or with an Error for that call alone. Nothing is cached: every
 * call reads or writes the rows as they are when its statement runs.
 */
export function perTurnBatches<Call, Result>(
  run: (calls: readonly Call[]) => Promise<readonly (Result | Error)[]>,
  maxPerBatch: number,
): DataLoader<Call, Result, Call> {
  return new DataLoader<Call, Result, Call>(run, {
    cache: false,
    // After the poll phase: every request read in this turn is in the batch. DataLoader's
    // default (after the current callback) would send each request's call alone.
    batchScheduleFn: (send) => setImmediate(send),
    maxBatchSize: maxPerBatch,
  });
}

/** A call's failure as its answer in a batch: it fails that call alone. */
export const failedCall = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error));
