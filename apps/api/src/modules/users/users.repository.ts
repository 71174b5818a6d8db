import { Inject, Injectable } from '@nestjs/common';
import { users, type Database } from '@markwise/db';
import { eq, sql } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'mobile'
    | 'gender'
    | 'address'
    | 'school'
    | 'studentClass'
    | 'department'
    | 'photoUrl'
    | 'preferences'
  >
>;

@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async update(userId: string, changes: UserChanges, tx: Executor = this.database.db) {
    if (Object.keys(changes).length === 0) return;
    await tx.update(users).set(changes).where(eq(users.id, userId));
  }

  /** Replaces the hash and bumps the token version, which ends every access token in flight. */
  async setPasswordHash(userId: string, passwordHash: string, tx: Executor = this.database.db) {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ tokenVersion: users.tokenVersion });
    return row?.tokenVersion;
  }
}
