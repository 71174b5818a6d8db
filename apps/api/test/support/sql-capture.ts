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
 * How many SQL statements `run` sends through the database's client (the access guard's user
 * lookup included), to prove that a list costs the same whatever its length. `leaveOut` names
 * statements not to count.
 */
export async function countQueries(
  database: Database,
  run: () => Promise<unknown>,
  leaveOut: (text: string) => boolean = () => false,
) {
  type Client = { query: (...args: unknown[]) => unknown };
  const client = (database.db as unknown as { $client: Client }).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    if (!(typeof text === 'string' && leaveOut(text))) count += 1;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return count;
}

/** countQueries without the job queue's statements, for an app whose queue is running. */
export const countAppQueries = (database: Database, run: () => Promise<unknown>) =>
  countQueries(database, run, isJobQueueStatement);
