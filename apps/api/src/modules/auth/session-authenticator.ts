import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { TokenService } from '../../common/auth/token.service.js';
import { unauthenticated } from '../../common/errors/domain-errors.js';
import { UsersRepository } from '../../data/people/users.repository.js';
import { SYSTEM_SCOPE } from '../../data/scope.js';

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/;

/**
 * Turns an Authorization header into the caller, for the access guard and for the routes that
 * authenticate by themselves (answer photos). A valid signature is not enough: the user's row is
 * read each time, so deactivation, a password change (token version bump), logout and a detected
 * refresh replay (the session's family revoked) end the access token at once.
 */
@Injectable()
export class SessionAuthenticator {
  constructor(
    private readonly tokens: TokenService,
    private readonly users: UsersRepository,
  ) {}

  async authenticate(authorization: string | undefined): Promise<AuthUser> {
    const match = BEARER.exec(authorization ?? '');
    if (!match?.[1]) throw unauthenticated('Authentication required');
    const claims = await this.tokens.verifyAccessToken(match[1]);
    // Before this query the caller, and so their institution, is not known.
    const user = await this.users.findSessionUser(SYSTEM_SCOPE, claims.userId, claims.sessionId);
    if (!user?.isActive || !user.sessionLive || user.tokenVersion !== claims.tokenVersion) {
      throw unauthenticated(AUTH_MESSAGES.sessionEnded);
    }
    return {
      id: user.id,
      role: user.role,
      institutionId: user.institutionId,
      isOperator: user.isOperator,
    };
  }
}
