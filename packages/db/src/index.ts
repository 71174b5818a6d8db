export {
  createDatabase,
  IN_MEMORY_DATA_DIR,
  type CreateDatabaseOptions,
  type Database,
  type DatabaseKind,
  type PostgresPools,
  type Db,
  type DbTransaction,
  type RowsQueryResultHKT,
  type RowsResult,
  type Schema,
} from './client.js';
export { DataDirInUseError } from './data-dir-lock.js';
export { migrateDatabase, MIGRATIONS_FOLDER, pendingMigrations } from './migrate.js';
export {
  hashPassword,
  MAX_CONCURRENT_HASHES,
  PASSWORD_HASH_OPTIONS,
  verifyPassword,
} from './password.js';
export { withSessionLock } from './session-lock.js';
export * as schema from './schema/index.js';
export * from './schema/index.js';
