import { getTableName, isTable, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../src/migrate.js';
import { migrateDatabase, schema, type Database } from '../src/index.js';
import { TEST_TARGETS } from './databases.js';

const tableNames = Object.values(schema)
  .filter((value) => isTable(value))
  .map((table) => getTableName(table))
  .sort();

/** PostgreSQL error codes; drizzle wraps the driver's error and keeps it as `cause`. */
const errorCode = (error: unknown) =>
  (error as { cause?: { code?: string }; code?: string }).cause?.code ??
  (error as { code?: string }).code;

describe.each(TEST_TARGETS)('migrations on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
  });
  afterAll(() => dispose());

  it('apply on an empty database and create every table of the schema', async () => {
    await migrateDatabase(database);

    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(result.rows.map((row) => row.table_name)).toEqual(tableNames);
    expect(tableNames).toHaveLength(26);
  });

  it('are a no-op when run again', async () => {
    await migrateDatabase(database);
    const applied = await database.db.execute<{ count: number | string }>(
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied.rows[0]?.count)).toBeGreaterThan(0);
  });

  it('give every rubric point written before ids one of its own, in order (0011)', async () => {
    // The migration's statement, run against a temporary table that shadows `questions`.
    const migration = readFileSync(join(MIGRATIONS_FOLDER, '0011_rubric_point_ids.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint')[1]!;
    // One transaction, so that every statement runs on the connection holding the table.
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table questions (n int, rubric jsonb) on commit drop`);
      await tx.execute(sql`insert into questions values
        (1, '[{"point": "Names the law", "marks": 2}, {"point": "Gives an example", "marks": 1}]'),
        (2, null), (3, '[]')`);
      await tx.execute(sql.raw(backfill));
      return (await tx.execute<{ rubric: unknown }>(sql`select rubric from questions order by n`))
        .rows;
    });
    const [first, none, empty] = rows;
    const points = first!.rubric as { id: string; point: string; marks: number }[];
    expect(points.map(({ point, marks }) => [point, marks])).toEqual([
      ['Names the law', 2],
      ['Gives an example', 1],
    ]);
    expect(points.map((point) => point.id)).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
    expect(points[0]!.id).not.toBe(points[1]!.id);
    expect([none!.rubric, empty!.rubric]).toEqual([null, []]);
  });

  it('answers ping', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('enforce unique emails case-insensitively and the role check', async () => {
    const [institution] = await database.db
      .insert(schema.institutions)
      .values({ name: 'Constraint School', slug: `constraint-${Date.now()}` })
      .returning();
    const user = {
      institutionId: institution!.id,
      role: 'STUDENT' as const,
      passwordHash: 'x',
      firstName: 'Asha',
      lastName: 'Rao',
    };
    const [inserted] = await database.db
      .insert(schema.users)
      .values({ ...user, email: 'Asha.Rao@Example.test' })
      .returning();
    expect(inserted?.preferences).toEqual(schema.DEFAULT_USER_PREFERENCES);
    expect(inserted).toMatchObject({ isActive: true, xp: 0, tokenVersion: 0 });

    const duplicate = database.db
      .insert(schema.users)
      .values({ ...user, email: 'asha.rao@example.TEST' });
    await expect(duplicate).rejects.toSatisfy((error) => errorCode(error) === '23505');

    const badRole = database.db
      .insert(schema.users)
      .values({ ...user, email: 'other@example.test', role: 'TEACHER' as 'ADMIN' });
    await expect(badRole).rejects.toSatisfy((error) => errorCode(error) === '23514');
  });
});
