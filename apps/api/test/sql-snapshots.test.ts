import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@markwise/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Repository } from '../src/data/repository.js';
import { Transactions, type Tx } from '../src/data/transactions.js';
import { capturingDatabase, formatSql, isTransactionControl } from './support/sql-capture.js';
import { allCases, type Aggregate, type Entry } from './support/sql-snapshot-cases.js';
import { seedSnapshotData } from './support/sql-snapshot-seed.js';
import { createTestDatabase, TEST_DATABASE_KIND } from './support/test-database.js';

const DATA_DIR = fileURLToPath(new URL('../src/data/', import.meta.url));
const SNAPSHOT_DIR = fileURLToPath(new URL('sql-snapshots/', import.meta.url));
const UPDATE = process.env.UPDATE_SQL_SNAPSHOTS === '1';
const UPDATE_COMMAND =
  'UPDATE_SQL_SNAPSHOTS=1 pnpm --filter @markwise/api exec vitest run test/sql-snapshots.test.ts';

const header = (aggregate: Aggregate) =>
  `-- The SQL of every method of src/data/${aggregate}, one call each (or one per variant whose SQL\n` +
  `-- differs). Written by test/sql-snapshots.test.ts, which fails while this file is out of date;\n` +
  `-- to accept a change, run: ${UPDATE_COMMAND}\n`;

/** The method calls the rolled-back transaction wraps; thrown to end it. */
class Rollback extends Error {}

/**
 * Every data-access method's SQL in checked-in files (test/sql-snapshots/<aggregate>.sql), so a
 * changed query shows in review. Each call runs on fixed rows, in a transaction rolled back after
 * it, so every method sees the same data and the text comes out the same on every run.
 */
describe(`SQL snapshots of the data layer on ${TEST_DATABASE_KIND}`, () => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  let statements: string[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await seedSnapshotData(testDatabase.database);
    database = capturingDatabase(testDatabase.database, (statement) => statements.push(statement));
  });

  afterAll(async () => {
    await testDatabase?.drop();
  });

  it('covers every repository under src/data', async () => {
    const listed = new Set(allCases(database).map(({ repository }) => repository.constructor));
    const missing: string[] = [];
    for (const file of repositoryFiles(DATA_DIR)) {
      const exports: Record<string, unknown> = await import(file);
      for (const [name, value] of Object.entries(exports)) {
        const isRepository = typeof value === 'function' && value.prototype instanceof Repository;
        if (isRepository && !listed.has(value)) missing.push(name);
      }
    }
    expect(missing, 'add their methods to test/support/sql-snapshot-cases.ts').toEqual([]);
  });

  it('matches the checked-in SQL of every data-access method', async () => {
    const transactions = new Transactions(database);
    const sections = new Map<Aggregate, string[]>();
    const failures: string[] = [];

    const capture = async (label: string, call: Exclude<Entry, { variants: unknown }>) => {
      statements = [];
      try {
        if ('outside' in call) await call.outside();
        else
          await transactions.run(async (tx: Tx) => {
            await call(tx);
            throw new Rollback();
          });
      } catch (error) {
        if (!(error instanceof Rollback)) failures.push(`${label}: ${String(error)}`);
      }
      const sql = statements.filter((statement) => !isTransactionControl(statement));
      if (sql.length === 0) failures.push(`${label}: ran no statement`);
      return `-- ${label}\n${sql.map((statement) => `${formatSql(statement)};`).join('\n')}\n`;
    };

    for (const { aggregate, repository, entries } of allCases(database)) {
      const section = sections.get(aggregate) ?? [];
      sections.set(aggregate, section);
      const name = repository.constructor.name;
      for (const method of Object.keys(entries).sort()) {
        const entry = entries[method]!;
        if (typeof entry === 'object' && 'variants' in entry) {
          for (const [variant, call] of Object.entries(entry.variants)) {
            section.push(await capture(`${name}.${method} (${variant})`, call));
          }
        } else {
          section.push(await capture(`${name}.${method}`, entry));
        }
      }
    }
    expect(failures).toEqual([]);

    for (const [aggregate, section] of sections) {
      const file = join(SNAPSHOT_DIR, `${aggregate}.sql`);
      const content = `${header(aggregate)}\n${section.join('\n')}`;
      if (UPDATE) {
        mkdirSync(SNAPSHOT_DIR, { recursive: true });
        writeFileSync(file, content);
        continue;
      }
      const checkedIn = existsSync(file) ? readFileSync(file, 'utf8') : '';
      expect(
        checkedIn,
        `${file} is out of date; if the change is meant, run ${UPDATE_COMMAND}`,
      ).toBe(content);
    }
  });
});

/** The repository files of the data layer (absolute paths). */
function repositoryFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.repository.ts'))
    .map((path) => join(dir, path));
}
