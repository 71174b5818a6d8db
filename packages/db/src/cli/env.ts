import { resolve } from 'node:path';
import { createDatabase, type Database } from '../client.js';

/**
 * The settings the CLIs need, read the way the API reads them: DATABASE_URL (PostgreSQL) or,
 * when unset, an embedded PGlite database under DATA_DIR (default ./data). A relative DATA_DIR is
 * resolved from where the command was typed: pnpm runs package scripts inside packages/db but keeps
 * that directory in INIT_CWD, so `pnpm db:seed` at the root fills the ./data the API serves from.
 */
export function openDatabaseFromEnv(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const invokedFrom = process.env.INIT_CWD || process.cwd();
  const dataDir = resolve(invokedFrom, process.env.DATA_DIR?.trim() || './data');
  // The migration lock needs a session: a direct URL when DATABASE_URL is a transaction pooler.
  const sessionUrl = process.env.DATABASE_DIRECT_URL?.trim() || undefined;
  return createDatabase({ databaseUrl, dataDir, sessionUrl });
}

export function describe(database: Database): string {
  return database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
}

/** Runs a CLI body, closing the database and setting the exit code on failure. */
export async function runCli(body: (database: Database) => Promise<void>): Promise<void> {
  const database = await openDatabaseFromEnv();
  try {
    await body(database);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
