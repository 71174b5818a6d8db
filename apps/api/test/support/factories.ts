import { randomUUID } from 'node:crypto';
import type { Role } from '@markwise/contract';
import { classes, hashPassword, institutions, users, type Database } from '@markwise/db';

export const TEST_PASSWORD = 'Correct-Horse-42';

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
  const [row] = await database.db
    .insert(classes)
    .values({
      institutionId: options.institutionId,
      name: options.name ?? `Class ${randomUUID().slice(0, 8)}`,
    })
    .returning();
  return row!;
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
  const [user] = await database.db
    .insert(users)
    .values({
      institutionId: options.institutionId,
      role: options.role ?? 'STUDENT',
      email: `user-${randomUUID()}@example.test`,
      passwordHash: await passwordHash,
      firstName: options.firstName ?? 'Asha',
      lastName: 'Verma',
      studentClass: 'Grade 10A',
      isActive: options.isActive ?? true,
      isOperator: options.isOperator ?? false,
    })
    .returning();
  return user!;
}
