import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Assume } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
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
  /** PostgreSQL only: the driver's pools, for libraries that take a pg pool. */
  postgres?: PostgresPools;
  /** Resolves when the database answers a trivial query; for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type PostgresPools = {
  /** The pool behind `db` (DATABASE_URL: may be a transaction-mode pooler such as PgBouncer). */
  pool: pg.Pool;
  /**
   * Connections that keep a session: a direct or session-mode connection, for what holds session
   * state across statements (the job queue, the migration lock). `pool` itself when no separate
   * URL is configured.
   */
  sessionPool: pg.Pool;
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
  /**
   * A direct or session-mode PostgreSQL URL for `postgres.sessionPool`; unset or equal to
   * databaseUrl: the one pool serves both.
   */
  sessionUrl?: string;
  /** Maximum connections of the session pool, when it is a pool of its own. */
  sessionPoolSize?: number;
  /**
   * false: every statement is sent unnamed, so none depends on a server connection having
   * prepared it before (PgBouncer in transaction mode hands each transaction any connection).
   */
  preparedStatements?: boolean;
  /** Errors of idle pooled connections (e.g. the server restarted); the pool replaces them. */
  onPoolError?: (error: Error) => void;
  /**
   * PGlite on disk: why the start waits for the data folder held by another process, or that
   * its lock was lost. Default: standard error.
   */
  onDataDirNotice?: (message: string) => void;
};

export const IN_MEMORY_DATA_DIR = 'memory://';
const DEFAULT_POOL_SIZE = 10;
const DEFAULT_SESSION_POOL_SIZE = 4;

/** Must match `casing` in drizzle.config.ts, which generated the migrations. */
const casing = 'snake_case';

export async function createDatabase(options: CreateDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options);
  return createPglite(options);
}

function createPostgres(databaseUrl: string, options: CreateDatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    ...(options.preparedStatements === false ? { Client: UnnamedStatementsClient } : {}),
  });
  const separateSession = options.sessionUrl !== undefined && options.sessionUrl !== databaseUrl;
  const sessionPool = separateSession
    ? new pg.Pool({
        connectionString: options.sessionUrl,
        max: options.sessionPoolSize ?? DEFAULT_SESSION_POOL_SIZE,
      })
    : pool;
  // Without a listener an idle client's error would crash the process.
  for (const each of new Set([pool, sessionPool])) {
    each.on('error', (error) => options.onPoolError?.(error));
  }
  const close = async () => {
    await Promise.all([...new Set([pool, sessionPool])].map((each) => each.end()));
  };
  return {
    ...handle(drizzlePg({ client: pool, schema, casing }), 'postgres', close),
    postgres: { pool, sessionPool },
  };
}

/**
 * A pg client that sends every statement unnamed. A named prepared statement lives on the one
 * server connection that parsed it; behind a transaction-mode pooler the next use may land on
 * another, which answers "prepared statement does not exist". Drizzle's `.prepare(name)` and the
 * rate limiter name theirs; through this client they are parsed each time instead.
 */
class UnnamedStatementsClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((statement: unknown, ...rest: unknown[]) =>
      query(withoutName(statement), ...rest)) as pg.Client['query'];
  }
}

/** A query config without its name; a text or a submittable (a cursor) passes as it is. */
function withoutName(statement: unknown): unknown {
  if (typeof statement !== 'object' || statement === null || !('name' in statement)) {
    return statement;
  }
  if (typeof (statement as { submit?: unknown }).submit === 'function') return statement;
  return { ...statement, name: undefined };
}

async function createPglite({
  dataDir,
  loadDataDir,
  onDataDirNotice = (message) => console.warn(message),
}: CreateDatabaseOptions): Promise<Database> {
  if (dataDir === IN_MEMORY_DATA_DIR) {
    const client = await PGlite.create({ dataDir, loadDataDir });
    return handle(drizzlePglite({ client, schema, casing }), 'pglite', () => client.close());
  }
  const location = join(dataDir, 'pglite');
  await mkdir(location, { recursive: true });
  const release = await lockDataDir(location, onDataDirNotice);
  try {
    const client = await PGlite.create({ dataDir: location, loadDataDir });
    return handle(drizzlePglite({ client, schema, casing }), 'pglite', async () => {
      await client.close();
      await release();
    });
  } catch (error) {
    await release();
    throw error;
  }
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
