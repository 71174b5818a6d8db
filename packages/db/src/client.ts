import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Assume } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;

/**
 * What both drivers' raw results have in common: `db.execute(sql...)` resolves to `{ rows }` on
 * node-postgres (QueryResult) and on PGlite (Results) alike.
 */
export type RowsResult<TRow> = { rows: TRow[] };

// An interface, not a type: Drizzle resolves its result HKTs through polymorphic `this`.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

/**
 * One Drizzle type for both drivers: the node-postgres and PGlite databases both satisfy it, and so
 * does a transaction, so repositories can take either a database or a transaction.
 */
export type Db = PgDatabase<RowsQueryResultHKT, Schema>;

/** The transaction handed to `db.transaction(async (tx) => ...)`. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseKind = 'postgres' | 'pglite';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query; for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type CreateDatabaseOptions = {
  /** A PostgreSQL connection string. When unset, an embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite keeps its files in `<dataDir>/pglite`; `memory://` keeps them in memory only. */
  dataDir: string;
  /**
   * PGlite only: start from this data directory (a tarball from PGlite's `dumpDataDir`) instead
   * of a newly initialised one. The API tests start each database from one migrated copy.
   */
  loadDataDir?: Blob;
  /** Maximum connections of the PostgreSQL pool. */
  poolSize?: number;
  /** Errors of idle pooled connections (e.g. the server restarted); the pool replaces them. */
  onPoolError?: (error: Error) => void;
};

export const IN_MEMORY_DATA_DIR = 'memory://';
const DEFAULT_POOL_SIZE = 10;

/** Must match `casing` in drizzle.config.ts, which generated the migrations. */
const casing = 'snake_case';

export async function createDatabase(options: CreateDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options);
  return createPglite(options.dataDir, options.loadDataDir);
}

function createPostgres(databaseUrl: string, options: CreateDatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
  });
  // Without a listener an idle client's error would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  return handle(drizzlePg({ client: pool, schema, casing }), 'postgres', () => pool.end());
}

async function createPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  let location = IN_MEMORY_DATA_DIR;
  if (dataDir !== IN_MEMORY_DATA_DIR) {
    location = join(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
  }
  const client = await PGlite.create({ dataDir: location, loadDataDir });
  return handle(drizzlePglite({ client, schema, casing }), 'pglite', () => client.close());
}

/** The Database of a connected client: `close` ends its pool or closes it. */
function handle(db: Db, kind: DatabaseKind, close: () => Promise<void>): Database {
  return {
    db,
    kind,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close,
  };
}
