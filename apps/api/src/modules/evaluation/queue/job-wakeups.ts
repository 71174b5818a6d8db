import type { Database } from '@markwise/db';
import type pg from 'pg';

/** The channel senders notify; the working processes on the same database listen on it. */
const CHANNEL = 'markwise_evaluation_jobs';
/** How long a listener whose connection failed waits before listening again. */
const RELISTEN_MS = 5_000;

/**
 * An idle pg-boss worker looks for jobs once per polling interval, so a job sent meanwhile would
 * start up to that much later, and a typed attempt's report would wait for nothing else. A sender
 * wakes its own process's workers at once and, on PostgreSQL, every other working process's
 * through NOTIFY, which their listening session turns into wake-ups. Polling stays the fallback
 * (while a listener reconnects, or for a notification lost with a connection).
 */
export class JobWakeups {
  private listener: pg.PoolClient | undefined;
  private closed = false;
  private readonly notify: ((text: string, values: unknown[]) => Promise<unknown>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly onError: (error: Error) => void,
  ) {
    // On the session pool (a direct connection: LISTEN needs a session), bound once so that a
    // test's statement counter sees the queue's statements as it sees pg-boss's: not at all.
    const pool = database.postgres?.sessionPool;
    this.notify = pool && pool.query.bind(pool);
  }

  /** Calls `wake` whenever any process sends a job (PostgreSQL; nothing to listen to on PGlite). */
  async listen(wake: () => void): Promise<void> {
    const pool = this.database.postgres?.sessionPool;
    if (!pool || this.closed) return;
    const client = await pool.connect();
    client.on('notification', (message) => {
      if (message.channel === CHANNEL) wake();
    });
    client.on('error', (error) => {
      this.onError(error);
      if (this.listener === client) this.listener = undefined;
      client.release(error);
      if (!this.closed)
        setTimeout(() => void this.listen(wake).catch(this.onError), RELISTEN_MS).unref();
    });
    await client.query(`listen ${CHANNEL}`);
    this.listener = client;
  }

  /** Tells the listening processes that a job waits. */
  async announce(): Promise<void> {
    await this.notify?.('select pg_notify($1, $2)', [CHANNEL, '']);
  }

  /** Stops listening: the session is closed, not pooled, so its LISTEN ends with it. */
  close(): void {
    this.closed = true;
    this.listener?.release(true);
    this.listener = undefined;
  }
}
