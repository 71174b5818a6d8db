import type { Database } from '@markwise/db';
import type PgBoss from 'pg-boss';

type PgPool = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
type PgliteClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
};

/**
 * pg-boss on the application's own connections: on PostgreSQL the session pool (DATABASE_DIRECT_URL
 * when set: pg-boss needs a direct or session-mode connection, not a transaction-mode pooler), the
 * single embedded client on PGlite. One connection set per process, and the queue works on both.
 */
export function pgBossDb(database: Database): PgBoss.Db {
  if (database.postgres) {
    const pool: PgPool = database.postgres.sessionPool;
    // Bound once: later wrappers of client.query (a test's statement counter) do not see the queue.
    const query = pool.query.bind(pool);
    return { executeSql: (text, values) => query(text, values) };
  }
  // Drizzle keeps the driver client as `$client` (the Database type does not expose it).
  const client = (database.db as unknown as { $client: unknown }).$client;
  const pglite = client as PgliteClient;
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  return {
    async executeSql(text, values) {
      // pg-boss sends its schema and locks as several statements without parameters; PGlite's
      // query() takes one statement, exec() takes many (and no parameters).
      if (!values || values.length === 0) {
        const results = await exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return query(text, values);
    },
  };
}
