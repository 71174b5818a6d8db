import { Injectable } from '@nestjs/common';
import { institutions, refreshTokens, users } from '@markwise/db';
import { and, asc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../database/database.module.js';
import { perTurnBatches } from '../per-turn-batches.js';
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
   * runs it before the caller (and so the institution) is known, on every authenticated request.
   * The checks asked for in one turn of the event loop go to the database together: one
   * statement for a crowd (an exam's autosaves arrive by the hundred), the prepared one
   * (named, so PostgreSQL parses and plans it once per connection) for a request on its own.
   * Nothing is cached: each check reads the rows as they are when its statement runs.
   */
  async findSessionUser(
    _system: SystemScope,
    userId: string,
    sessionId: string,
  ): Promise<SessionUser | undefined> {
    return this.sessionChecks.load({ userId, sessionId });
  }

  private readonly sessionChecks = perTurnBatches<SessionKey, SessionUser | undefined>(
    (keys) => (keys.length === 1 ? this.checkOne(keys[0]!) : this.checkMany(keys)),
    SESSION_CHECKS_PER_STATEMENT,
  );

  private async checkOne(key: SessionKey) {
    this.sessionUserQuery ??= this.prepareSessionUserQuery();
    const [row] = await this.sessionUserQuery.execute(key);
    return [row && toSessionUser(row)];
  }

  private sessionUserQuery: ReturnType<UsersRepository['prepareSessionUserQuery']> | undefined;

  private prepareSessionUserQuery() {
    const db = this.database.db;
    return db
      .select(sessionUserColumns(db, sql.placeholder('sessionId')))
      .from(users)
      .innerJoin(institutions, eq(institutions.id, users.institutionId))
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('auth_session_user');
  }

  private async checkMany(keys: readonly SessionKey[]) {
    const db = this.database.db;
    const asked = sql.join(
      keys.map((key) => sql`(${key.userId}::uuid, ${key.sessionId}::uuid)`),
      sql`, `,
    );
    const rows = await db
      .select({
        ...sessionUserColumns(db, sql`asked.session_id`),
        askedSession: sql<string>`asked.session_id`,
      })
      .from(users)
      .innerJoin(institutions, eq(institutions.id, users.institutionId))
      .innerJoin(sql`(values ${asked}) as asked (user_id, session_id)`, sql`asked.user_id = ${users.id}`);
    const found = new Map(
      rows.map((row) => [keyOf({ userId: row.user.id, sessionId: row.askedSession }), row]),
    );
    return keys.map((key) => {
      const row = found.get(keyOf(key));
      return row && toSessionUser(row);
    });
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

type SessionKey = { userId: string; sessionId: string };
export type SessionUser = UserWithInstitution & { sessionLive: boolean };

/** Session checks sent in one statement at most (two parameters each). */
const SESSION_CHECKS_PER_STATEMENT = 500;

const keyOf = (key: SessionKey) => `${key.userId} ${key.sessionId}`.toLowerCase();

/** The user, its institution's name, and whether the refresh family `sessionId` is live. */
function sessionUserColumns(db: Executor, sessionId: SQL | Placeholder) {
  return {
    user: users,
    institutionName: institutions.name,
    sessionLive: sql<boolean>`exists (${db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, sessionId),
          eq(refreshTokens.userId, users.id),
          isNull(refreshTokens.revokedAt),
        ),
      )})`,
  };
}

function toSessionUser(row: {
  user: typeof users.$inferSelect;
  institutionName: string;
  sessionLive: boolean;
}): SessionUser {
  return { ...withInstitution(row), sessionLive: row.sessionLive };
}
