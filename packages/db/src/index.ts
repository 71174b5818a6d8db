export {
  createDatabase,
  IN_MEMORY_DATA_DIR,
  type CreateDatabaseOptions,
  type Database,
  type DatabaseKind,
  type Db,
  type DbTransaction,
  type RowsQueryResultHKT,
  type RowsResult,
  type Schema,
} from './client.js';
export { migrateDatabase, MIGRATIONS_FOLDER } from './migrate.js';
export {
  hashPassword,
  MAX_CONCURRENT_HASHES,
  PASSWORD_HASH_OPTIONS,
  verifyPassword,
} from './password.js';
export * as schema from './schema/index.js';
export * from './schema/index.js';
