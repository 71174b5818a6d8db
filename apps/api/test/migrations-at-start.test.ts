import { readdirSync } from 'node:fs';
import {
  createDatabase,
  IN_MEMORY_DATA_DIR,
  migrateDatabase,
  MIGRATIONS_FOLDER,
  pendingMigrations,
} from '@markwise/db';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/config.schema.js';
import { readySchema } from '../src/database/open-database.js';
import { createServerDatabase, queryRows, SERVER_URL } from './faults/support/server-database.js';
import { createTestDatabase, TEST_DATABASE_KIND } from './support/test-database.js';

const COMMITTED = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql')).length;

/**
 * Replicas starting together on an empty database each migrate it; the advisory lock lets the
 * first apply everything while the others wait, then find nothing left to do.
 */
describe.skipIf(!SERVER_URL)('migrating one PostgreSQL database from several processes', () => {
  it('two migrators started together on an empty database both succeed, each migration applied once (3 trials)', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const empty = await createServerDatabase({ migrate: false });
      const second = await createDatabase({ databaseUrl: empty.url, dataDir: 'unused' });
      try {
        await Promise.all([migrateDatabase(empty.database), migrateDatabase(second)]);
        const applied = await queryRows<{ count: string }>(
          empty.url,
          'select count(*) from drizzle.__drizzle_migrations',
        );
        expect(Number(applied[0]?.count)).toBe(COMMITTED);
        expect(await pendingMigrations(second)).toBe(0);
        // The lock is released: nobody holds an advisory lock once both are done.
        const locks = await queryRows(
          empty.url,
          "select 1 from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
        );
        expect(locks).toHaveLength(0);
      } finally {
        await second.close();
        await empty.drop();
      }
    }
  });
});

/**
 * MIGRATE_AT_START=false (the schema is migrated by a Job or an init container): a process starts
 * on a current schema without touching it, and refuses an older one with the command to run.
 */
describe(`starting with MIGRATE_AT_START=false on ${TEST_DATABASE_KIND}`, () => {
  it('starts on a migrated database', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await expect(readySchema(database, false)).resolves.toBeUndefined();
    } finally {
      await drop();
    }
  });

  it('refuses an unmigrated database, naming the migrate command, and migrates nothing', async () => {
    const empty = SERVER_URL
      ? await createServerDatabase({ migrate: false })
      : { database: await createDatabase({ dataDir: IN_MEMORY_DATA_DIR }), drop: async () => {} };
    try {
      const refusal = readySchema(empty.database, false);
      await expect(refusal).rejects.toBeInstanceOf(ConfigError);
      await expect(refusal).rejects.toThrow(
        `MIGRATE_AT_START=false, but the database lacks ${COMMITTED} migration(s): run the migrate command`,
      );
      expect(await pendingMigrations(empty.database)).toBe(COMMITTED);
      // With the switch on, the same database is migrated.
      await readySchema(empty.database, true);
      expect(await pendingMigrations(empty.database)).toBe(0);
    } finally {
      await empty.database.close().catch(() => undefined);
      await empty.drop();
    }
  });
});
