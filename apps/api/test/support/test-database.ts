import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { createDatabase, migrateDatabase, type Database } from '@markwise/db';
import pg from 'pg';
import { inject } from 'vitest';

/** Which database the API tests run on: the PostgreSQL server when TEST_DATABASE_URL is set. */
export const TEST_DATABASE_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL that `drop()` removes afterwards. Each starts as a copy of
 * the database that the global setup (database-template.ts) migrated, when there is one;
 * migrating it again then finds every migration applied.
 */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    const database = await createDatabase({
      dataDir: 'memory://',
      loadDataDir: template ? await openAsBlob(template) : undefined,
    });
    await migrateDatabase(database);
    return { database, drop: () => database.close().catch(() => undefined) };
  }
  const name = `markwise_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(
    serverUrl,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  const database = await createDatabase({
    databaseUrl: serverDatabaseUrl(serverUrl, name),
    dataDir: 'unused',
    poolSize: 4,
  });
  await migrateDatabase(database);
  return {
    database,
    async drop() {
      // The app's shutdown hook may have closed it already.
      await database.close().catch(() => undefined);
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The URL of database `name` on the server of `serverUrl`. */
export function serverDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on a server's maintenance database (CREATE/DROP DATABASE), on a connection of its own. */
export async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
