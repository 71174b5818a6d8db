import { schema, type Database, type Db } from '@markwise/db';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';

/**
 * The same database, through a Drizzle instance that also hands every statement's text to `log`
 * (the parameters stay out: they are values, not the query). Same driver, same casing as
 * `createDatabase`, so the text is what the application sends.
 */
export function capturingDatabase(database: Database, log: (statement: string) => void): Database {
  const client = (database.db as unknown as { $client: never }).$client;
  const logger: Logger = { logQuery: (query) => log(query) };
  const options = { client, schema, casing: 'snake_case' as const, logger };
  const db = database.kind === 'pglite' ? drizzlePglite(options) : drizzlePg(options);
  return { ...database, db: db as unknown as Db };
}

/**
 * How each driver opens and ends a transaction differs (node-postgres sends `begin`, PGlite does
 * it itself), so those statements are left out of a snapshot.
 */
export const isTransactionControl = (statement: string) =>
  /^\s*(begin|commit|rollback|set transaction|savepoint|release savepoint)\b/i.test(statement);

const CLAUSES = [
  'select',
  'from',
  'where',
  'inner join',
  'left join',
  'cross join',
  'group by',
  'having',
  'order by',
  'limit',
  'values',
  'set',
  'on conflict',
  'returning',
  'for update',
  'for no key update',
];
const CLAUSE = new RegExp(`(${CLAUSES.join('|').replaceAll(' ', '\\s+')})\\b`, 'iy');

function clauseAt(text: string, index: number): boolean {
  CLAUSE.lastIndex = index;
  return CLAUSE.test(text);
}

/**
 * One statement laid out for review: whitespace outside quotes collapsed, each main clause on a
 * line of its own, indented by how deep in parentheses it is. Deterministic, and good enough to
 * make a diff show which clause changed; not a full SQL formatter.
 */
export function formatSql(statement: string): string {
  let out = '';
  let depth = 0;
  let quote: string | undefined;
  let pendingSpace = false;
  const text = statement.trim();
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      out += char;
      if (char === quote) quote = undefined;
      continue;
    }
    if (/\s/.test(char)) {
      pendingSpace = out.length > 0;
      continue;
    }
    if (pendingSpace) {
      const breaks = clauseAt(text, i) && !/\bdelete$/i.test(out);
      out += breaks ? `\n${'  '.repeat(depth)}` : ' ';
      pendingSpace = false;
    }
    if (char === "'" || char === '"') quote = char;
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    out += char;
  }
  return out;
}

/** The job queue's own statements: its maintenance may run at any time, whatever a test does. */
const isJobQueueStatement = (text: string) => text.includes('pgboss');

/**
 * How many SQL statements `run` sends to the database (the access guard's user lookup and a
 * transaction's own statements included), to prove that a list costs the same whatever its length
 * or that a hot path stays short. `leaveOut` names statements not to count.
 */
export async function countQueries(
  database: Database,
  run: () => Promise<unknown>,
  leaveOut: (text: string) => boolean = () => false,
) {
  type Query = (...args: unknown[]) => unknown;
  type Pooled = { query: Query; release: (...args: unknown[]) => unknown };
  type Client = {
    query: Query;
    connect?: (...args: unknown[]) => Promise<Pooled>;
    transaction?: (work: (tx: { query: Query }) => unknown) => Promise<unknown>;
  };
  const client = (database.db as unknown as { $client: Client }).$client;
  let counting = true;
  let count = 0;
  const counted = (query: Query): Query =>
    function (this: unknown, ...args: unknown[]) {
      const first = args[0];
      const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
      if (counting && !(typeof text === 'string' && leaveOut(text))) count += 1;
      return query.apply(this, args);
    };
  const restore: (() => void)[] = [];
  restore.push(replace(client, 'query', counted));
  // node-postgres runs a transaction on a client checked out of the pool; PGlite hands its
  // transaction a handle of its own, and sends begin and commit itself. The pool's own query()
  // checks a client out with a callback: that statement is counted above, so it passes as is.
  if (client.connect) {
    restore.push(
      replace(client, 'connect', (connect) => (...args: unknown[]) => {
        if (typeof args[0] === 'function') return connect(...args);
        return checkedOut(connect(...args));
      }),
    );
  }
  /** A client checked out for a transaction: its statements count until it is released. */
  async function checkedOut(connecting: Promise<Pooled>) {
    const pooled = await connecting;
    const undo = replace(pooled, 'query', counted);
    const release = replace(pooled, 'release', (original) => (...releaseArgs: unknown[]) => {
      undo();
      release();
      return original(...releaseArgs);
    });
    return pooled;
  }
  if (client.transaction) {
    restore.push(
      replace(client, 'transaction', (transaction) => (work) => {
        if (counting) count += 2;
        return transaction((tx) => {
          replace(tx, 'query', counted);
          return work(tx);
        });
      }),
    );
  }
  try {
    await run();
  } finally {
    counting = false;
    for (const undo of restore) undo();
  }
  return count;
}

/** Puts `wrap(method)` in place of an object's method; the returned function puts it back. */
function replace<T extends object, K extends keyof T>(
  target: T,
  key: K,
  wrap: (method: NonNullable<T[K]>) => T[K],
): () => void {
  const own = Object.hasOwn(target, key);
  const method = target[key];
  target[key] = wrap((method as (...args: unknown[]) => unknown).bind(target) as NonNullable<T[K]>);
  return () => {
    if (own) target[key] = method;
    else delete target[key];
  };
}

/** countQueries without the job queue's statements, for an app whose queue is running. */
export const countAppQueries = (database: Database, run: () => Promise<unknown>) =>
  countQueries(database, run, isJobQueueStatement);
