import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { LoginRequest, LoginResponse, UserProfile } from '@markwise/contract';
import { hashPassword, verifyPassword, type Database } from '@markwise/db';
import { forbidden, notFound, unauthenticated } from '../../common/errors/domain-errors.js';
import { hashRefreshToken, TokenService } from '../../common/auth/token.service.js';
import { DATABASE, type Executor } from '../../database/database.module.js';
import { toUserProfile } from '../users/user-profile.mapper.js';
import { AuthRepository, type UserWithInstitution } from './auth.repository.js';
import { LoginThrottleService } from './login-throttle.service.js';

/** Where a login or refresh came from; kept beside the refresh token for the user's records. */
export type ClientInfo = { ip: string; userAgent?: string };

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_REFRESH = 'Invalid or expired refresh token';
export const ACCOUNT_DISABLED =
  'This account has been deactivated. Please contact your administrator.';

@Injectable()
export class AuthService {
  /** Verified against when the email is unknown, so both failures take the same time. */
  private readonly decoyHash = hashPassword(randomUUID());

  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly repository: AuthRepository,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottleService,
  ) {}

  async login({ email, password }: LoginRequest, client: ClientInfo): Promise<LoginResponse> {
    // Counted before the hash is verified: a parallel burst cannot outrun its own count.
    await this.throttle.takeLoginGuess(client.ip, email);
    const user = await this.repository.findUserByEmail(email);
    const valid = await verifyPassword(user?.passwordHash ?? (await this.decoyHash), password);
    if (!user || !valid) throw unauthenticated(INVALID_CREDENTIALS);
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
    const session = await this.database.db.transaction(async (tx) => {
      const stored = await this.repository.findRefreshToken(hashRefreshToken(refreshToken), tx);
      if (!stored || stored.expiresAt.getTime() <= Date.now()) return undefined;
      const fresh = !stored.usedAt && !stored.revokedAt;
      const user =
        fresh && (await this.repository.markRefreshTokenUsed(stored.id, tx))
          ? await this.repository.findUserById(stored.userId, tx)
          : undefined;
      if (!user?.isActive) {
        await this.repository.revokeFamily(stored.familyId, tx);
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
    const stored = await this.repository.findRefreshToken(hashRefreshToken(refreshToken));
    if (stored) await this.repository.revokeFamily(stored.familyId);
  }

  async profile(userId: string): Promise<UserProfile> {
    const user = await this.repository.findUserById(userId);
    if (!user) throw notFound('User not found');
    return toUserProfile(user);
  }

  /** A fresh access token plus a refresh token in the given family. */
  async issueSession(
    user: UserWithInstitution,
    familyId: string,
    client: ClientInfo,
    tx: Executor = this.database.db,
  ): Promise<LoginResponse> {
    const refresh = this.tokens.newRefreshToken();
    await this.repository.insertRefreshToken(
      {
        userId: user.id,
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
