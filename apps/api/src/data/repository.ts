import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@markwise/db';
import { DATABASE, type Executor } from '../database/database.module.js';
import { executorOf, type Tx } from './transactions.js';

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
}
