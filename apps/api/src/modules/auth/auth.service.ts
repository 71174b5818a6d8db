import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AUTH_MESSAGES,
  type LoginRequest,
  type LoginResponse,
  type UserProfile,
} from '@markwise/contract';
import { hashPassword, verifyPassword } from '@markwise/db';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { forbidden, notFound, unauthenticated } from '../../common/errors/domain-errors.js';
import { hashRefreshToken, TokenService } from '../../common/auth/token.service.js';
import { AuthSessionsRepository } from '../../data/people/auth-sessions.repository.js';
import { UsersRepository, type UserWithInstitution } from '../../data/people/users.repository.js';
import { SYSTEM_SCOPE, tenantOf } from '../../data/scope.js';
import { Transactions, type Tx } from '../../data/transactions.js';
import { toUserProfile } from '../users/user-profile.mapper.js';
import { LoginThrottleService } from './login-throttle.service.js';

/** Where a login or refresh came from; kept beside the refresh token for the user's records. */
export type ClientInfo = { ip: string; userAgent?: string };

const INVALID_REFRESH = 'Invalid or expired refresh token';
export const ACCOUNT_DISABLED =
  'This account has been deactivated. Please contact your administrator.';

@Injectable()
export class AuthService {
  /** Verified against when the email is unknown, so both failures take the same time. */
  private readonly decoyHash = hashPassword(randomUUID());

  constructor(
    private readonly transactions: Transactions,
    private readonly users: UsersRepository,
    private readonly authSessions: AuthSessionsRepository,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottleService,
  ) {}

  async login({ email, password }: LoginRequest, client: ClientInfo): Promise<LoginResponse> {
    // Counted before the hash is verified: a parallel burst cannot outrun its own count.
    await this.throttle.takeLoginGuess(client.ip, email);
    const user = await this.users.findByEmail(SYSTEM_SCOPE, email);
    const valid = await verifyPassword(user?.passwordHash ?? (await this.decoyHash), password);
    if (!user || !valid) throw unauthenticated(AUTH_MESSAGES.invalidCredentials);
    await this.throttle.loginSucceeded(client.ip, email);
    // Only someone who knows the password learns that the account is disabled.
    if (!user.isActive) throw forbidden(ACCOUNT_DISABLED);
    return this.issueSession(user, randomUUID(), client);
  }

  /**
   * Rotates a refresh token: the presented one is spent and a new one of the same family issued.
   * Presenting a spent or revoked token means it was stolen or replayed: the whole family dies.
   */
  async refresh(refreshToken: string, client: ClientInfo): Promise<LoginResponse> {
    // The revocation must commit even though the caller gets an error, so the transaction
    // returns the verdict and the error is thrown after it.
    // A presented token is all there is: its user, and so the institution, is not known yet.
    const session = await this.transactions.run(async (tx) => {
      const tokenHash = hashRefreshToken(refreshToken);
      const stored = await this.authSessions.findByHash(SYSTEM_SCOPE, tokenHash, tx);
      if (!stored || stored.expiresAt.getTime() <= Date.now()) return undefined;
      const fresh = !stored.usedAt && !stored.revokedAt;
      const user =
        fresh && (await this.authSessions.markUsed(SYSTEM_SCOPE, stored.id, tx))
          ? await this.users.findById(SYSTEM_SCOPE, stored.userId, tx)
          : undefined;
      if (!user?.isActive) {
        await this.authSessions.revokeFamily(SYSTEM_SCOPE, stored.familyId, tx);
        return undefined;
      }
      return this.issueSession(user, stored.familyId, client, tx);
    });
    if (!session) throw unauthenticated(INVALID_REFRESH);
    return session;
  }

  /** Ends the session the refresh token belongs to. Unknown tokens are ignored: logout always works. */
  async logout(refreshToken: string | undefined) {
    if (!refreshToken) return;
    const stored = await this.authSessions.findByHash(SYSTEM_SCOPE, hashRefreshToken(refreshToken));
    if (stored) await this.authSessions.revokeFamily(SYSTEM_SCOPE, stored.familyId);
  }

  async profile(caller: AuthUser): Promise<UserProfile> {
    const user = await this.users.findById(tenantOf(caller), caller.id);
    if (!user) throw notFound('User not found');
    return toUserProfile(user);
  }

  /** A fresh access token plus a refresh token in the given family. */
  async issueSession(
    user: UserWithInstitution,
    familyId: string,
    client: ClientInfo,
    tx?: Tx,
  ): Promise<LoginResponse> {
    const refresh = this.tokens.newRefreshToken();
    await this.authSessions.insert(
      { institutionId: user.institutionId, userId: user.id },
      {
        familyId,
        tokenHash: refresh.hash,
        expiresAt: refresh.expiresAt,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 500),
      },
      tx,
    );
    const token = await this.tokens.signAccessToken({
      userId: user.id,
      role: user.role,
      institutionId: user.institutionId,
      tokenVersion: user.tokenVersion,
      sessionId: familyId,
    });
    return { token, refreshToken: refresh.token, data: toUserProfile(user) };
  }
}
