import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@markwise/contract';
import type { Request } from 'express';
import type { AuthUser } from './auth-user.js';

export const IS_PUBLIC = 'markwise:isPublic';
export const ROLES = 'markwise:roles';

/** Opens a route to callers without an access token. Everything else requires one. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const IS_OPTIONAL_AUTH = 'markwise:isOptionalAuth';

/**
 * Open to callers without a token, who are served as the public; a caller who sends one must send
 * a valid one and is served as themselves (`@MaybeUser()`).
 */
export const OptionalAuth = () => SetMetadata(IS_OPTIONAL_AUTH, true);

/** Restricts a route (or a whole controller) to these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

export type AuthenticatedRequest = Request & { user: AuthUser };

/** The caller on an @OptionalAuth() route: undefined for a request without a token. */
export const MaybeUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | undefined =>
    context.switchToHttp().getRequest<Partial<AuthenticatedRequest>>().user,
);

/** The authenticated caller; only on routes the access guard has let through. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
