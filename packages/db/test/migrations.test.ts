import { getTableName, isTable, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(tableNames).toHaveLength(18);
  });

  it('are a no-op when run again', async () => {
    await migrateDatabase(database);
    const applied = await database.db.execute<{ count: number | string }>(
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied.rows[0]?.count)).toBeGreaterThan(0);
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
