import type { AuthUser } from '../common/auth/auth-user.js';

/**
 * The first argument of every data-access method: whose rows the statement may touch. A method
 * taking a tenant scope filters every statement by the institution, directly (tables with an
 * institution_id) or through the parent row (levels through their journey, answers through their
 * attempt, a user's tokens through the user); an update or delete by id matches nothing of
 * another institution. There is no overload without a scope, so an unscoped query cannot be
 * written by accident.
 */
export type TenantScope = { readonly institutionId: string };

/** One student of the institution: their attempts, progress, tokens and personal data. */
export type StudentScope = TenantScope & { readonly studentId: string };

/** One account of the institution, whatever its role: its profile, password and sign-in sessions. */
export type UserScope = TenantScope & { readonly userId: string };

/**
 * Who reads an attempt: an admin reads any of the institution's (tenant scope), a student only
 * their own (student scope).
 */
export type ReaderScope = TenantScope | StudentScope;

/**
 * The few statements that have no tenant, named so that each exception shows at its call site:
 * the evaluation worker claiming a job by session id, the sweepers of expired attempts and lost
 * jobs (across institutions), authentication before the caller is known (login by email, a
 * refresh token by its hash, the access guard's session lookup), an answer photo behind a signed
 * URL, demo requests (a visitor's, owned by no institution) and the command that creates a tenant.
 */
export type SystemScope = { readonly system: true };
export const SYSTEM_SCOPE: SystemScope = Object.freeze({ system: true });

export const isSystemScope = (scope: object): scope is SystemScope => 'system' in scope;

/** The caller's institution. */
export const tenantOf = (caller: AuthUser): TenantScope => ({ institutionId: caller.institutionId });

/** The caller's own account. */
export const userOf = (caller: AuthUser): UserScope => ({
  institutionId: caller.institutionId,
  userId: caller.id,
});

/** The calling student (their own data). */
export const studentOf = (caller: AuthUser): StudentScope => ({
  institutionId: caller.institutionId,
  studentId: caller.id,
});

/** A student reads their own attempts, an admin every attempt of the institution. */
export const readerOf = (caller: AuthUser): ReaderScope =>
  caller.role === 'STUDENT' ? studentOf(caller) : tenantOf(caller);

/** A student of the scope's institution. */
export const studentIn = (scope: TenantScope, studentId: string): StudentScope => ({
  institutionId: scope.institutionId,
  studentId,
});
