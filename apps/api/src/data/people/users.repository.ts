import { Injectable } from '@nestjs/common';
import { institutions, refreshTokens, users } from '@markwise/db';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../database/database.module.js';
import { Repository } from '../repository.js';
import {
  isSystemScope,
  type StudentScope,
  type SystemScope,
  type TenantScope,
  type UserScope,
} from '../scope.js';
import type { Tx } from '../transactions.js';
import { studentWhere } from './people-scope.js';

export type UserWithInstitution = typeof users.$inferSelect & { institutionName: string };

export type ProfileChanges = Partial<
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

const userOf = (scope: UserScope): SQL =>
  and(eq(users.id, scope.userId), eq(users.institutionId, scope.institutionId))!;

/** Accounts (admins and students) with their institution's name: sign-in, profile, XP. */
@Injectable()
export class UsersRepository extends Repository {
  /** Login: the account is not known yet, so neither is its institution. */
  async findByEmail(
    _system: SystemScope,
    email: string,
    tx?: Tx,
  ): Promise<UserWithInstitution | undefined> {
    const [row] = await selectUser(this.db(tx)).where(sql`lower(${users.email}) = lower(${email})`);
    return row && withInstitution(row);
  }

  /**
   * An account of the institution; with the system scope, any (a refresh token names its user,
   * not the institution).
   */
  async findById(
    scope: TenantScope | SystemScope,
    userId: string,
    tx?: Tx,
  ): Promise<UserWithInstitution | undefined> {
    const [row] = await selectUser(this.db(tx)).where(
      and(
        eq(users.id, userId),
        isSystemScope(scope) ? undefined : eq(users.institutionId, scope.institutionId),
      ),
    );
    return row && withInstitution(row);
  }

  /**
   * The user behind an access token, and whether its session is still live: some token of its
   * refresh family not revoked (logout and a detected replay revoke them all). The access guard
   * runs it before the caller (and so the institution) is known. One query, because every
   * authenticated request runs it; prepared once (named, so PostgreSQL also parses and plans it
   * once per connection) instead of built by Drizzle on every request.
   */
  async findSessionUser(
    _system: SystemScope,
    userId: string,
    sessionId: string,
  ): Promise<(UserWithInstitution & { sessionLive: boolean }) | undefined> {
    this.sessionUserQuery ??= this.prepareSessionUserQuery();
    const [row] = await this.sessionUserQuery.execute({ userId, sessionId });
    return row && { ...withInstitution(row), sessionLive: row.sessionLive };
  }

  private sessionUserQuery: ReturnType<UsersRepository['prepareSessionUserQuery']> | undefined;

  private prepareSessionUserQuery() {
    const db = this.database.db;
    return db
      .select({
        user: users,
        institutionName: institutions.name,
        sessionLive: sql<boolean>`exists (${db
          .select({ one: sql`1` })
          .from(refreshTokens)
          .where(
            and(
              eq(refreshTokens.familyId, sql.placeholder('sessionId')),
              eq(refreshTokens.userId, users.id),
              isNull(refreshTokens.revokedAt),
            ),
          )})`,
      })
      .from(users)
      .innerJoin(institutions, eq(institutions.id, users.institutionId))
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('auth_session_user');
  }

  async updateProfile(user: UserScope, changes: ProfileChanges, tx?: Tx) {
    if (Object.keys(changes).length === 0) return;
    await this.db(tx).update(users).set(changes).where(userOf(user));
  }

  /** Replaces the hash and bumps the token version, which ends every access token in flight. */
  async setPasswordHash(user: UserScope, passwordHash: string, tx?: Tx) {
    const [row] = await this.db(tx)
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(userOf(user))
      .returning({ tokenVersion: users.tokenVersion });
    return row?.tokenVersion;
  }

  /** "First Last" of an account of the institution; '' when there is none. */
  async nameOf(scope: TenantScope, userId: string, tx?: Tx): Promise<string> {
    const [row] = await this.db(tx)
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(userOf({ ...scope, userId }));
    return row ? `${row.firstName} ${row.lastName}`.trim() : '';
  }

  /** The institution's active teachers (admins), by name: who may be given a sample to mark. */
  async teachersOf(scope: TenantScope, tx?: Tx) {
    const rows = await this.db(tx)
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(
        and(
          eq(users.institutionId, scope.institutionId),
          eq(users.role, 'ADMIN'),
          eq(users.isActive, true),
        ),
      )
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim() }));
  }

  async xpOf(student: StudentScope, tx?: Tx): Promise<number> {
    const [row] = await this.db(tx)
      .select({ xp: users.xp })
      .from(users)
      .where(userOf({ institutionId: student.institutionId, userId: student.studentId }));
    return row?.xp ?? 0;
  }

  /**
   * A student of the institution, locked until the transaction ends: their attempts start one at
   * a time, and their erasure waits for (and holds off) their own requests.
   */
  async lockStudent(student: StudentScope, tx: Tx) {
    const [row] = await this.db(tx)
      .select({ id: users.id, xp: users.xp, photoUrl: users.photoUrl })
      .from(users)
      .where(studentWhere(student, student.studentId))
      .for('update');
    return row;
  }

  /** XP a student earned (a level's reward, given once by the caller's guard). */
  async addXp(student: StudentScope, xp: number, tx: Tx) {
    await this.db(tx)
      .update(users)
      .set({ xp: sql`${users.xp} + ${xp}` })
      .where(userOf({ institutionId: student.institutionId, userId: student.studentId }));
  }
}

function selectUser(db: Executor) {
  return db
    .select({ user: users, institutionName: institutions.name })
    .from(users)
    .innerJoin(institutions, eq(institutions.id, users.institutionId));
}

function withInstitution(row: {
  user: typeof users.$inferSelect;
  institutionName: string;
}): UserWithInstitution {
  return { ...row.user, institutionName: row.institutionName };
}
