import { institutions, users, type Database } from '@markwise/db';
import { isUniqueViolation, violatedConstraint } from '../../common/errors/driver-errors.js';

export type FirstAdmin = {
  institutionName: string;
  slug: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  isOperator: boolean;
};

/**
 * A new tenant and its first admin, written together: an institution nobody can sign in to is of
 * no use, and an admin needs an institution. Used by the `create-admin` command, not over HTTP.
 */
export class InstitutionsRepository {
  constructor(private readonly database: Database) {}

  async createWithFirstAdmin(
    admin: FirstAdmin,
  ): Promise<{ institutionId: string; userId: string } | 'slug_taken' | 'email_taken'> {
    try {
      return await this.database.db.transaction(async (tx) => {
        const [institution] = await tx
          .insert(institutions)
          .values({ name: admin.institutionName, slug: admin.slug })
          .returning({ id: institutions.id });
        const [user] = await tx
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
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return violatedConstraint(error) === 'institutions_slug_key' ? 'slug_taken' : 'email_taken';
    }
  }
}
