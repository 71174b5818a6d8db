import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, IN_MEMORY_DATA_DIR, type Database } from '../src/index.js';

/** A database to run a test file against, and how to throw it away afterwards. */
export type TestTarget = {
  name: string;
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
};

const pglite: TestTarget = {
  name: 'PGlite (in memory)',
  async open() {
    const database = await createDatabase({ dataDir: IN_MEMORY_DATA_DIR });
    return { database, dispose: () => database.close() };
  },
};

/** A uniquely named database on the TEST_DATABASE_URL server, dropped after the file's tests. */
function postgres(serverUrl: string): TestTarget {
  return {
    name: 'PostgreSQL (TEST_DATABASE_URL)',
    async open() {
      const name = `markwise_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await createDatabase({
        databaseUrl: url.toString(),
        dataDir: IN_MEMORY_DATA_DIR,
        poolSize: 4,
      });
      return {
        database,
        async dispose() {
          await database.close();
          try {
            await admin.query(`drop database if exists "${name}" with (force)`);
          } finally {
            await admin.end();
          }
        },
      };
    },
  };
}

const serverUrl = process.env.TEST_DATABASE_URL?.trim();

/** Always in-memory PGlite; also a real PostgreSQL server when TEST_DATABASE_URL is set. */
export const TEST_TARGETS: TestTarget[] = serverUrl ? [pglite, postgres(serverUrl)] : [pglite];
