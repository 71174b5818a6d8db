import { randomUUID } from 'node:crypto';
import type { Role } from '@markwise/contract';
import { classes, hashPassword, institutions, users, type Database } from '@markwise/db';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';

export const TEST_PASSWORD = 'Correct-Horse-42';

/** Inserts one row straight with Drizzle and returns it as stored. */
export async function insertRow<T extends PgTable>(
  database: Database,
  table: T,
  values: PgInsertValue<T>,
): Promise<T['$inferSelect']> {
  const [row] = await database.db.insert(table).values(values).returning();
  return row!;
}

/** `prefix` and eight random characters: a name no other test uses. */
export const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/** One hash for every factory user: argon2id is deliberately slow. */
const passwordHash = hashPassword(TEST_PASSWORD);

export async function createInstitution(database: Database, name = 'Test School') {
  const [institution] = await database.db
    .insert(institutions)
    .values({ name, slug: `test-${randomUUID()}` })
    .returning();
  // The classes students are put in unless a test says otherwise, as the demo institutions have.
  await database.db
    .insert(classes)
    .values(TEST_CLASSES.map((name) => ({ institutionId: institution!.id, name })));
  return institution!;
}

export const TEST_CLASSES = ['Grade 10A', 'Grade 10B', 'Grade 11A'] as const;

/** A class of the institution, named uniquely unless a name is given. */
export async function createClass(
  database: Database,
  options: { institutionId: string; name?: string },
) {
  return insertRow(database, classes, {
    institutionId: options.institutionId,
    name: options.name ?? uniqueName('Class'),
  });
}

export async function createUser(
  database: Database,
  options: {
    institutionId: string;
    role?: Role;
    isActive?: boolean;
    firstName?: string;
    isOperator?: boolean;
  },
) {
  return insertRow(database, users, {
    institutionId: options.institutionId,
    role: options.role ?? 'STUDENT',
    email: `user-${randomUUID()}@example.test`,
    passwordHash: await passwordHash,
    firstName: options.firstName ?? 'Asha',
    lastName: 'Verma',
    studentClass: 'Grade 10A',
    isActive: options.isActive ?? true,
    isOperator: options.isOperator ?? false,
  });
}
