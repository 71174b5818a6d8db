import { randomUUID } from 'node:crypto';
import type { Role } from '@markwise/contract';
import { hashPassword, institutions, users, type Database } from '@markwise/db';

export const TEST_PASSWORD = 'Correct-Horse-42';

/** One hash for every factory user: argon2id is deliberately slow. */
const passwordHash = hashPassword(TEST_PASSWORD);

export async function createInstitution(database: Database, name = 'Test School') {
  const [institution] = await database.db
    .insert(institutions)
    .values({ name, slug: `test-${randomUUID()}` })
    .returning();
  return institution!;
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
