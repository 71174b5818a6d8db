import { resolve } from 'node:path';
import {
  createDatabase,
  DataDirInUseError,
  migrateDatabase,
  pendingMigrations,
  type CreateDatabaseOptions,
  type Database,
} from '@markwise/db';
import type { Logger } from '../common/logging/logger.js';
import { ConfigError, type AppConfig } from '../config/config.schema.js';

/** How every entry point (API, worker, CLIs) opens the configured database. */
export function databaseOptions(config: AppConfig): CreateDatabaseOptions {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: resolve(config.DATA_DIR),
    poolSize: config.DATABASE_POOL_SIZE,
    sessionUrl: config.DATABASE_DIRECT_URL,
    sessionPoolSize: config.DATABASE_DIRECT_POOL_SIZE,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
  };
}

/**
 * Opens the database for the API or a worker with its schema current: migrated here (the
 * default), or, with MIGRATE_AT_START=false, migrated beforehand by the one-off `migrate` command.
 * A process never serves on a schema older than its code, so it refuses to start instead.
 */
export async function openDatabase(config: AppConfig, logger: Logger): Promise<Database> {
  const database = await createDatabase({
    ...databaseOptions(config),
    onDataDirNotice: (message) => logger.warn(message),
  });
  try {
    await readySchema(database, config.MIGRATE_AT_START);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  const schema = config.MIGRATE_AT_START ? 'migrated' : 'found current';
  logger.info({ database: database.kind }, `database ${schema}`);
  return database;
}

export async function readySchema(database: Database, migrateAtStart: boolean): Promise<void> {
  if (migrateAtStart) return migrateDatabase(database);
  const pending = await pendingMigrations(database);
  if (pending === 0) return;
  throw new ConfigError([
    `MIGRATE_AT_START=false, but the database lacks ${pending} migration(s): run the migrate ` +
      'command first (node dist/cli/migrate.js in apps/api or the image, pnpm migrate in a checkout)',
  ]);
}

/**
 * The message of a failure the operator can act on (bad settings, the embedded database busy),
 * printed alone; undefined for anything else, whose stack helps more.
 */
export function operatorMessage(error: unknown): string | undefined {
  const explained = error instanceof ConfigError || error instanceof DataDirInUseError;
  return explained ? error.message : undefined;
}
