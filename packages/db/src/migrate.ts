import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Schema } from './client.js';

/** src/ and dist/ are both one level below the package root, which holds drizzle/. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Applies every committed migration not yet applied; safe to run at each start. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // `kind` records which driver createDatabase built, so the narrowing casts are exact.
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<Schema>, config);
    return;
  }
  await migratePg(database.db as NodePgDatabase<Schema>, config);
}
