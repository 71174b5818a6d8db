import type pg from 'pg';

/**
 * Runs `work` while this process holds a PostgreSQL session advisory lock on `key`, so processes
 * doing the same start-up step (migrating, installing the job queue) take turns. The lock lives on
 * a connection of `pool`, which must be a direct or session-mode one: a transaction-mode pooler
 * would drop it between statements. `work` gets that connection and may also use others.
 */
export async function withSessionLock<T>(
  pool: pg.Pool,
  key: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A connection that failed is closed, not pooled: its session (and any lock) ends with it.
    client.release(failure);
  }
}
