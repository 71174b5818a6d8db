import { Inject, Injectable } from '@nestjs/common';
import { institutions, refreshTokens, users } from '@markwise/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';
import type { Database } from '@markwise/db';

export type UserWithInstitution = typeof users.$inferSelect & { institutionName: string };

@Injectable()
export class AuthRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async findUserByEmail(
    email: string,
    tx: Executor = this.db,
  ): Promise<UserWithInstitution | undefined> {
    const [row] = await this.selectUser(tx).where(sql`lower(${users.email}) = lower(${email})`);
    return row && withInstitution(row);
  }

  async findUserById(id: string, tx: Executor = this.db): Promise<UserWithInstitution | undefined> {
    const [row] = await this.selectUser(tx).where(eq(users.id, id));
    return row && withInstitution(row);
  }

  /**
   * The user behind an access token, and whether its session is still live: some token of its
   * refresh family not revoked (logout and a detected replay revoke them all). One query, because
   * every authenticated request runs it; prepared once (named, so PostgreSQL also parses and plans
   * it once per connection) instead of built by Drizzle on every request.
   */
  async findSessionUser(
    userId: string,
    sessionId: string,
  ): Promise<(UserWithInstitution & { sessionLive: boolean }) | undefined> {
    this.sessionUserQuery ??= this.prepareSessionUserQuery();
    const [row] = await this.sessionUserQuery.execute({ userId, sessionId });
    return row && { ...withInstitution(row), sessionLive: row.sessionLive };
  }

  private sessionUserQuery: ReturnType<AuthRepository['prepareSessionUserQuery']> | undefined;

  private prepareSessionUserQuery() {
    return this.db
      .select({
        user: users,
        institutionName: institutions.name,
        sessionLive: sql<boolean>`exists (${this.db
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

  async insertRefreshToken(
    token: {
      userId: string;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
      userAgent?: string;
      ip?: string;
    },
    tx: Executor = this.db,
  ) {
    await tx.insert(refreshTokens).values(token);
  }

  async findRefreshToken(tokenHash: string, tx: Executor = this.db) {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  }

  /** Marks a token used only if nobody did first; false means it was already spent (a replay). */
  async markRefreshTokenUsed(id: string, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.id, id),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  }

  async revokeFamily(familyId: string, tx: Executor = this.db) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async revokeAllForUser(userId: string, tx: Executor = this.db) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  private selectUser(tx: Executor) {
    return tx
      .select({ user: users, institutionName: institutions.name })
      .from(users)
      .innerJoin(institutions, eq(institutions.id, users.institutionId));
  }
}

function withInstitution(row: {
  user: typeof users.$inferSelect;
  institutionName: string;
}): UserWithInstitution {
  return { ...row.user, institutionName: row.institutionName };
}
