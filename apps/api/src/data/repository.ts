import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@markwise/db';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { isUniqueViolation } from '../common/errors/driver-errors.js';
import { DATABASE, type Executor } from '../database/database.module.js';
import type { TenantScope } from './scope.js';
import { executorOf, type Tx } from './transactions.js';

type TableWithId = PgTable & { id: PgColumn };

/** A table whose rows belong to an institution by a column of their own. */
type InstitutionTable = TableWithId & { institutionId: PgColumn };

/**
 * Rows with no institution of their own (levels, questions) are the institution's through their
 * parent row: `parentId` must name a row of `parent` that the scope's institution owns.
 */
export const ownedThrough = (
  db: Executor,
  scope: TenantScope,
  parentId: PgColumn,
  parent: InstitutionTable,
): SQL =>
  inArray(
    parentId,
    db.select({ id: parent.id }).from(parent).where(eq(parent.institutionId, scope.institutionId)),
  );

/**
 * What every repository of the data layer starts from: the database, and the transaction a
 * service may hand in. Only classes under `src/data` extend it, and only they import tables.
 */
@Injectable()
export abstract class Repository {
  constructor(@Inject(DATABASE) protected readonly database: Database) {}

  /** The transaction when given, else the pool. */
  protected db(tx?: Tx): Executor {
    return executorOf(this.database, tx);
  }

  /** Whether exactly one row of the table matches `where` (which carries the scope). */
  protected async hasOne(table: TableWithId, where: SQL, tx?: Tx): Promise<boolean> {
    const rows = await this.db(tx).select({ id: table.id }).from(table).where(where);
    return rows.length === 1;
  }

  /** Deletes the row `where` matches (it carries the scope); whether there was one. */
  protected async deleteOne(table: TableWithId, where: SQL, tx?: Tx): Promise<boolean> {
    const rows = await this.db(tx).delete(table).where(where).returning({ id: table.id });
    return rows.length === 1;
  }

  /** Inserts a row of the scope's institution (never another's) and answers its id. */
  protected async insertOwned<T extends InstitutionTable>(
    scope: TenantScope,
    table: T,
    values: Omit<T['$inferInsert'], 'institutionId'>,
    tx?: Tx,
  ): Promise<string> {
    const row = { ...values, institutionId: scope.institutionId } as PgInsertValue<T>;
    const [inserted] = await this.db(tx).insert(table).values(row).returning({ id: table.id });
    return inserted!.id as string;
  }

  /** What `write` answers, or `taken` when it breaks a unique constraint (a name or email in use). */
  protected async unlessTaken<T, Taken extends string>(
    taken: Taken,
    write: () => Promise<T>,
  ): Promise<T | Taken> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) return taken;
      throw error;
    }
  }
}
