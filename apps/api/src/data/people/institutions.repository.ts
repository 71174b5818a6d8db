import { Injectable } from '@nestjs/common';
import type { TutorSettings } from '@markwise/contract';
import { institutions, users } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { isUniqueViolation, violatedConstraint } from '../../common/errors/driver-errors.js';
import { Repository } from '../repository.js';
import type { SystemScope, TenantScope, UserScope } from '../scope.js';
import type { Tx } from '../transactions.js';

export type FirstAdmin = {
  institutionName: string;
  slug: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  isOperator: boolean;
};

/** Why a new tenant was refused: its slug or its admin's email is in use. */
export type TenantRefusal = 'slug_taken' | 'email_taken';

/**
 * Tenants. A new one and its first admin are written together (the caller's transaction): an
 * institution nobody can sign in to is of no use, and an admin needs an institution. Used by the
 * `create-admin` command, not over HTTP; creating a tenant is the system's act, not a tenant's.
 * An institution's own settings (its tutor) are its admins' to change.
 */
@Injectable()
export class InstitutionsRepository extends Repository {
  /**
   * Whether the institution offers the tutor, each student's daily replies, and whether viva
   * practice may use the browser's speech recognition.
   */
  async tutorSettings(scope: TenantScope, tx?: Tx): Promise<Required<TutorSettings>> {
    const [row] = await this.db(tx)
      .select({
        enabled: institutions.tutorEnabled,
        dailyLimit: institutions.tutorDailyLimit,
        browserSpeech: institutions.browserSpeech,
      })
      .from(institutions)
      .where(eq(institutions.id, scope.institutionId));
    if (!row) throw new Error(`institution ${scope.institutionId} not found`);
    return row;
  }

  async setTutorSettings(scope: TenantScope, settings: TutorSettings, tx?: Tx) {
    await this.db(tx)
      .update(institutions)
      .set({
        tutorEnabled: settings.enabled,
        tutorDailyLimit: settings.dailyLimit,
        ...(settings.browserSpeech === undefined ? {} : { browserSpeech: settings.browserSpeech }),
      })
      .where(eq(institutions.id, scope.institutionId));
  }

  /** The new admin's account; a taken slug or email throws (see `refusalOf`). */
  async createWithFirstAdmin(_system: SystemScope, admin: FirstAdmin, tx: Tx): Promise<UserScope> {
    const db = this.db(tx);
    const [institution] = await db
      .insert(institutions)
      .values({ name: admin.institutionName, slug: admin.slug })
      .returning({ id: institutions.id });
    const [user] = await db
      .insert(users)
      .values({
        institutionId: institution!.id,
        role: 'ADMIN',
        email: admin.email,
        firstName: admin.firstName,
        lastName: admin.lastName,
        passwordHash: admin.passwordHash,
        isOperator: admin.isOperator,
      })
      .returning({ id: users.id });
    return { institutionId: institution!.id, userId: user!.id };
  }
}

/**
 * What a failed `createWithFirstAdmin` means, read from the error its transaction ended with;
 * undefined when it is not a refusal.
 */
export function refusalOf(error: unknown): TenantRefusal | undefined {
  if (!isUniqueViolation(error)) return undefined;
  return violatedConstraint(error) === 'institutions_slug_key' ? 'slug_taken' : 'email_taken';
}
