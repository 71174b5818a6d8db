import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@markwise/contract';
import {
  IS_OPTIONAL_AUTH,
  IS_PUBLIC,
  ROLES,
  type AuthenticatedRequest,
} from '../../common/auth/decorators.js';
import { forbidden } from '../../common/errors/domain-errors.js';
import { SessionAuthenticator } from './session-authenticator.js';

/**
 * Global guard: every route needs a valid access token of a live session unless marked @Public(),
 * and the role named by @Roles() when there is one.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const optional = this.reflector.getAllAndOverride<boolean>(IS_OPTIONAL_AUTH, targets);
    if (optional && !request.headers.authorization) return true;
    const user = await this.sessions.authenticate(request.headers.authorization);
    request.user = user;

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(user.role)) {
      throw forbidden('You do not have permission to access this resource.');
    }
    return true;
  }
}
