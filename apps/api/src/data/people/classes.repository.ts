import { Injectable } from '@nestjs/common';
import { classes, users } from '@markwise/db';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';

export type ClassRow = { id: string; name: string; studentCount: number };

const inInstitution = (scope: TenantScope): SQL => eq(classes.institutionId, scope.institutionId);
const classWhere = (scope: TenantScope, id: string): SQL =>
  and(inInstitution(scope), eq(classes.id, id))!;

/**
 * Students carry their class by name, so counting them is a match on the name. Columns are
 * written with their table: in a one-table select Drizzle leaves them unqualified, which inside
 * the subquery would all resolve to `users`.
 */
const column = (table: string, name: string) =>
  sql`${sql.identifier(table)}.${sql.identifier(name)}`;
const studentCount = sql<number>`(select count(*)::int from ${users}
  where ${column('users', 'institution_id')} = ${column('classes', 'institution_id')}
  and ${column('users', 'role')} = 'STUDENT'
  and ${column('users', 'student_class')} = ${column('classes', 'name')})`;

/** The classes an institution's admins set up; students are in them by name. */
@Injectable()
export class ClassesRepository extends Repository {
  /** Every class of the institution with its number of students, by name. */
  list(scope: TenantScope, tx?: Tx): Promise<ClassRow[]> {
    return this.db(tx)
      .select({ id: classes.id, name: classes.name, studentCount })
      .from(classes)
      .where(inInstitution(scope))
      .orderBy(asc(sql`lower(${classes.name})`), asc(classes.id));
  }

  async findById(scope: TenantScope, id: string, tx?: Tx): Promise<ClassRow | undefined> {
    const [row] = await this.db(tx)
      .select({ id: classes.id, name: classes.name, studentCount })
      .from(classes)
      .where(classWhere(scope, id));
    return row;
  }

  /**
   * The class of that name, whatever its case, held (FOR SHARE) until the transaction ends, so
   * it cannot be renamed or deleted while a student is being put in it.
   */
  async holdByName(
    scope: TenantScope,
    name: string,
    tx: Tx,
  ): Promise<{ id: string; name: string } | undefined> {
    const [row] = await this.db(tx)
      .select({ id: classes.id, name: classes.name })
      .from(classes)
      .where(and(inInstitution(scope), sql`lower(${classes.name}) = lower(${name})`))
      .for('share');
    return row;
  }

  /** The class locked (FOR UPDATE) for a rename or a delete; undefined when not the institution's. */
  async lock(scope: TenantScope, id: string, tx: Tx): Promise<{ name: string } | undefined> {
    const [row] = await this.db(tx)
      .select({ name: classes.name })
      .from(classes)
      .where(classWhere(scope, id))
      .for('update');
    return row;
  }

  /** The new class's id, or 'name_taken' when the institution has a class of that name. */
  async insert(scope: TenantScope, name: string, tx?: Tx): Promise<{ id: string } | 'name_taken'> {
    return this.unlessTaken('name_taken', async () => {
      const [row] = await this.db(tx)
        .insert(classes)
        .values({ institutionId: scope.institutionId, name })
        .returning({ id: classes.id });
      return row!;
    });
  }

  async rename(
    scope: TenantScope,
    id: string,
    name: string,
    tx: Tx,
  ): Promise<'done' | 'not_found' | 'name_taken'> {
    return this.unlessTaken('name_taken', async () => {
      const rows = await this.db(tx)
        .update(classes)
        .set({ name })
        .where(classWhere(scope, id))
        .returning({ id: classes.id });
      return rows.length === 1 ? 'done' : 'not_found';
    });
  }

  async delete(scope: TenantScope, id: string, tx?: Tx): Promise<boolean> {
    return this.deleteOne(classes, classWhere(scope, id), tx);
  }
}
