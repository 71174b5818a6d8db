import { Injectable } from '@nestjs/common';
import { refreshTokens } from '@markwise/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { StudentScope, SystemScope, UserScope } from '../scope.js';
import type { Tx } from '../transactions.js';
import { ofUser } from './people-scope.js';

/**
 * Sign-in sessions: refresh tokens, stored hashed, rotated within a family. A presented token is
 * looked up by its hash before anyone (or any institution) is known: those statements take the
 * system scope.
 */
@Injectable()
export class AuthSessionsRepository extends Repository {
  async insert(
    user: UserScope,
    token: { familyId: string; tokenHash: string; expiresAt: Date; userAgent?: string; ip?: string },
    tx?: Tx,
  ) {
    await this.db(tx)
      .insert(refreshTokens)
      .values({ ...token, userId: user.userId });
  }

  async findByHash(_system: SystemScope, tokenHash: string, tx?: Tx) {
    const [row] = await this.db(tx)
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  }

  /** Marks a token used only if nobody did first; false means it was already spent (a replay). */
  async markUsed(_system: SystemScope, tokenId: string, tx?: Tx): Promise<boolean> {
    const rows = await this.db(tx)
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.id, tokenId),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  }

  /** Ends one sign-in session (logout, or a replayed token), found from a presented token. */
  async revokeFamily(_system: SystemScope, familyId: string, tx?: Tx) {
    await this.db(tx)
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Ends every sign-in session of the account. */
  async revokeAllOf(user: UserScope, tx?: Tx) {
    await this.db(tx)
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(ofUser(refreshTokens.userId, user, user.userId), isNull(refreshTokens.revokedAt)));
  }

  /** The student's sign-in history, for their data export (never the hashes). */
  listOf(student: StudentScope, tx?: Tx) {
    return this.db(tx)
      .select({
        createdAt: refreshTokens.createdAt,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
        userAgent: refreshTokens.userAgent,
        ip: refreshTokens.ip,
      })
      .from(refreshTokens)
      .where(ofUser(refreshTokens.userId, student, student.studentId))
      .orderBy(asc(refreshTokens.createdAt), asc(refreshTokens.id));
  }

  /** Removes the student's tokens (their erasure); returns how many went. */
  async eraseOf(student: StudentScope, tx: Tx): Promise<number> {
    const rows = await this.db(tx)
      .delete(refreshTokens)
      .where(ofUser(refreshTokens.userId, student, student.studentId))
      .returning({ id: refreshTokens.id });
    return rows.length;
  }
}
