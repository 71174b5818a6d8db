/**
 * pg-boss 10 does not await the write that marks a job completed or failed once its handler
 * returns (Manager.complete / Manager.fail in its work loop). When the database goes away at that
 * moment the write rejects with nobody to catch it, and Node ends the process on an unhandled
 * rejection: a database restart would take the API down with it. Such a job is not lost (it
 * expires and is retried, and the settlement writes each attempt once), so the rejection is only
 * logged. Any other unhandled rejection ends the process as Node's default does, unless someone
 * else (a test runner) listens for them too.
 */
export function tolerateUnawaitedJobWrites(log: (message: string) => void): () => void {
  const listener = (reason: unknown) => {
    const stack = reason instanceof Error ? (reason.stack ?? '') : '';
    if (/Manager\.(complete|fail)\b/.test(stack) || /pg-boss[\\/]src[\\/]manager\.js/.test(stack)) {
      log(
        `pg-boss could not record a job's end (it will be retried): ${(reason as Error).message}`,
      );
      return;
    }
    if (process.listenerCount('unhandledRejection') === 1) throw reason;
  };
  process.on('unhandledRejection', listener);
  return () => process.off('unhandledRejection', listener);
}
