import { users } from '@markwise/db';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TenantScope } from '../scope.js';

/**
 * Rows keyed by a user that have no institution of their own (refresh tokens): the user's, and
 * only if the user is the institution's.
 */
export const ofUser = (column: AnyPgColumn, scope: TenantScope, userId: string): SQL =>
  sql`${column} in (select ${users.id} from ${users} where ${users.id} = ${userId} and ${users.institutionId} = ${scope.institutionId})`;

/** A STUDENT user of the institution: admins and other tenants are simply not found. */
export const studentWhere = (scope: TenantScope, studentId: string): SQL =>
  and(
    eq(users.id, studentId),
    eq(users.institutionId, scope.institutionId),
    eq(users.role, 'STUDENT'),
  )!;
