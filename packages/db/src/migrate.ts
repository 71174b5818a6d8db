import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Schema } from './client.js';
import { withSessionLock } from './session-lock.js';

/** src/ and dist/ are both one level below the package root, which holds drizzle/. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * The advisory lock that serialises migrators on one PostgreSQL database (any constant that no
 * other lock of the application uses; pg-boss takes its own keys).
 */
const MIGRATION_LOCK_KEY = 7_201_542_811;

/**
 * Applies every committed migration not yet applied; safe to run at each start, and from several
 * processes at once on PostgreSQL: each waits for the advisory lock, and the ones after the first
 * find everything applied. The lock and the migration share one dedicated session connection
 * (`postgres.sessionPool`): a transaction-mode pooler would drop a session lock between
 * statements.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (!database.postgres) {
    // PGlite: one process owns the database, so nothing can migrate beside it.
    await migratePglite(database.db as PgliteDatabase<Schema>, config);
    return;
  }
  await withSessionLock(database.postgres.sessionPool, MIGRATION_LOCK_KEY, (client) =>
    migratePg(drizzlePg({ client }), config),
  );
}

/**
 * How many committed migrations the database lacks, judged as Drizzle's migrator judges it: every
 * migration newer than the last one recorded in drizzle.__drizzle_migrations.
 */
export async function pendingMigrations(database: Database): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  // Two statements: a relation named in a query must exist even where the query would skip it.
  const { rows: table } = await database.db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table[0]?.present) return migrations.length;
  const { rows } = await database.db.execute<{ last: string | number | null }>(
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  const last = rows[0]?.last;
  if (last === null || last === undefined) return migrations.length;
  return migrations.filter((migration) => migration.folderMillis > Number(last)).length;
}
