import lockfile from 'proper-lockfile';

/**
 * A lock not refreshed for this long belongs to a process that died (SIGKILL, power cut): the
 * holder refreshes it every half of it. proper-lockfile's default.
 */
const STALE_MS = 10_000;
/** Long enough for a stale lock to be taken over, short enough that a second start fails soon. */
const WAIT_MS = STALE_MS + 3_000;
const RETRY_MS = 1_000;

export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The embedded database in ${dataDir} is open in another process (a running npm start, or ` +
        'a command run beside it). Stop that process first, or give this one another DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes the embedded database's folder for this process until the returned release is called (or
 * the process exits). PGlite is PostgreSQL inside the process and takes no lock of its own: a
 * second process opening the same folder damages it for good. A lock left by a process that was
 * killed goes stale and is taken over, so a restart after a crash waits a few seconds instead of
 * failing. `notice` hears why a start waits, and a lock lost to an event loop blocked for longer
 * than the stale time (the process then runs on, unguarded).
 */
export async function lockDataDir(
  dataDir: string,
  notice: (message: string) => void,
): Promise<() => Promise<void>> {
  const options = {
    stale: STALE_MS,
    onCompromised: (error: Error) =>
      notice(`The lock on the embedded database in ${dataDir} was lost: ${error.message}`),
  };
  try {
    return await lockfile.lock(dataDir, options);
  } catch (error) {
    if (!isLocked(error)) throw error;
  }
  notice(
    `Waiting for the embedded database in ${dataDir}: another process holds it, or held it ` +
      `until it stopped without closing it (then it is free within ${STALE_MS / 1000} s).`,
  );
  try {
    return await lockfile.lock(dataDir, {
      ...options,
      retries: { retries: Math.ceil(WAIT_MS / RETRY_MS), factor: 1, minTimeout: RETRY_MS },
    });
  } catch (error) {
    throw isLocked(error) ? new DataDirInUseError(dataDir) : error;
  }
}

const isLocked = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ELOCKED';
