import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@markwise/db';
import { sql } from 'drizzle-orm';
import {
  PERSONAL_DATA_COLUMNS,
  PERSONAL_DATA_EXCLUDED_TABLES,
} from '../src/modules/privacy/personal-data-coverage.js';
import { createTestDatabase, TEST_DATABASE_KIND } from './support/test-database.js';

type ForeignKey = { table: string; column: string; references: string };

/** Columns that hold who a person is, wherever they are. */
const IDENTIFYING_COLUMNS = ['email', 'first_name', 'last_name', 'mobile', 'phone', 'address'];

/*
 * The database as the migrations build it, against the privacy module's list: a new table or
 * column that references a student, directly or through one of their rows, fails here until the
 * export and the erasure both say what they do with it.
 */
describe(`personal data coverage on ${TEST_DATABASE_KIND}`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let foreignKeys: ForeignKey[];

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    foreignKeys = await foreignKeysOf(database);
  });
  afterAll(() => drop());

  /** users, and every table with a foreign key into a table already in the set. */
  const personalTables = () => {
    const tables = new Set(['users']);
    for (let grew = true; grew;) {
      grew = false;
      for (const key of foreignKeys) {
        if (tables.has(key.references) && !tables.has(key.table)) {
          tables.add(key.table);
          grew = true;
        }
      }
    }
    return tables;
  };

  it('reads the foreign keys (the check below is not vacuous)', () => {
    expect(foreignKeys).toContainEqual({
      table: 'practice_sessions',
      column: 'user_id',
      references: 'users',
    });
  });

  it('covers every column that references a student or one of their rows, in export and erase', () => {
    const tables = personalTables();
    const listed = new Set(PERSONAL_DATA_COLUMNS.map(({ table, column }) => `${table}.${column}`));
    const uncovered = foreignKeys
      .filter((key) => tables.has(key.references))
      .filter((key) => !listed.has(`${key.table}.${key.column}`))
      .map((key) => `${key.table}.${key.column} → ${key.references}`);
    expect(uncovered).toEqual([]);
  });

  it('lists only real columns, each with what both the export and the erasure do', async () => {
    const columns = await columnsOf(database);
    const problems = PERSONAL_DATA_COLUMNS.flatMap((entry) => {
      const name = `${entry.table}.${entry.column}`;
      const found: string[] = [];
      if (!columns.has(name)) found.push(`${name}: no such column`);
      const key = foreignKeys.find((fk) => fk.table === entry.table && fk.column === entry.column);
      if (key && !entry.references.includes(key.references as never)) {
        found.push(`${name}: references ${key.references}, listed as ${entry.references.join()}`);
      }
      const exported = 'key' in entry.export ? entry.export.key : entry.export.excluded;
      if (!exported.trim()) found.push(`${name}: no export decision`);
      if (entry.erase !== 'delete' && entry.erase !== 'clear') found.push(`${name}: no erasure`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('leaves out no other table that holds who someone is, unless it says why', async () => {
    const columns = await columnsOf(database);
    const tables = personalTables();
    const unexplained = [...columns]
      .map((name) => name.split('.') as [string, string])
      .filter(([table, column]) => IDENTIFYING_COLUMNS.includes(column) && !tables.has(table))
      .map(([table]) => table)
      .filter((table) => !(PERSONAL_DATA_EXCLUDED_TABLES as readonly string[]).includes(table));
    expect([...new Set(unexplained)]).toEqual([]);
  });
});

async function foreignKeysOf(database: Database): Promise<ForeignKey[]> {
  const result = await database.db.execute<ForeignKey>(sql`
    select src.relname as "table", col.attname as "column", dst.relname as "references"
    from pg_constraint con
    join pg_class src on src.oid = con.conrelid
    join pg_namespace ns on ns.oid = src.relnamespace
    join pg_class dst on dst.oid = con.confrelid
    cross join lateral unnest(con.conkey) as key(attnum)
    join pg_attribute col on col.attrelid = con.conrelid and col.attnum = key.attnum
    where con.contype = 'f' and ns.nspname = 'public'
    order by 1, 2
  `);
  return result.rows.map((row) => ({ ...row }));
}

async function columnsOf(database: Database): Promise<Set<string>> {
  const result = await database.db.execute<{ name: string }>(sql`
    select table_name || '.' || column_name as name
    from information_schema.columns where table_schema = 'public'
  `);
  return new Set(result.rows.map((row) => row.name));
}
