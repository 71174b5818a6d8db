import { randomBytes } from 'node:crypto';
import { createDatabase, migrateDatabase, type Database } from '@markwise/db';
import pg from 'pg';
import { adminQuery as serverAdminQuery } from '../../support/test-database.js';

/** The PostgreSQL server of TEST_DATABASE_URL; the fault tests that need one skip without it. */
export const SERVER_URL = process.env.TEST_DATABASE_URL || undefined;

/**
 * A fresh, migrated database on the TEST_DATABASE_URL server, with its URL (for child processes)
 * and a pooled connection of the test's own. `drop()` removes it.
 */
export async function createServerDatabase(options: { migrate?: boolean } = {}): Promise<{
  url: string;
  name: string;
  database: Database;
  drop(): Promise<void>;
}> {
  if (!SERVER_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `markwise_fault_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = databaseUrl(name);
  const database = await createDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 4 });
  if (options.migrate !== false) await migrateDatabase(database);
  return {
    url,
    name,
    database,
    async drop() {
      await database.close().catch(() => undefined);
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The URL of database `name` on the TEST_DATABASE_URL server. */
export function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the server's maintenance database (CREATE/DROP DATABASE). */
export function adminQuery(statement: string) {
  return serverAdminQuery(SERVER_URL!, statement);
}

/** Rows of one query on database `url`, on a connection of its own. */
export async function queryRows<T>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
