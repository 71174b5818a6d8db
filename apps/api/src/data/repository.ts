import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@markwise/db';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { DATABASE, type Executor } from '../database/database.module.js';
import type { TenantScope } from './scope.js';
import { executorOf, type Tx } from './transactions.js';

type TableWithId = PgTable & { id: PgColumn };

/** A table whose rows belong to an institution by a column of their own. */
type InstitutionTable = TableWithId & { institutionId: PgColumn };

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
}
