import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@markwise/contract';
import { IS_PUBLIC, ROLES, type AuthenticatedRequest } from '../../common/auth/decorators.js';
import { TokenService } from '../../common/auth/token.service.js';
import { forbidden, unauthenticated } from '../../common/errors/domain-errors.js';
import { AuthRepository } from './auth.repository.js';

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/;

/**
 * Global guard: every route needs a valid access token unless marked @Public(), and the role named
 * by @Roles() when there is one. The user's row is read each time so that deactivation, a password
 * change or logout-everywhere (token version bump) take effect at once, not when the token expires.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly repository: AuthRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthenticated('Authentication required');

    const claims = await this.tokens.verifyAccessToken(match[1]);
    const user = await this.repository.findUserById(claims.userId);
    if (!user || !user.isActive || user.tokenVersion !== claims.tokenVersion) {
      throw unauthenticated('Session has ended. Please log in again.');
    }
    request.user = { id: user.id, role: user.role, institutionId: user.institutionId };

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(user.role)) {
      throw forbidden('You do not have permission to access this resource.');
    }
    return true;
  }
}
