import { Inject, Injectable } from '@nestjs/common';
import type { Database, DbTransaction } from '@markwise/db';
import { DATABASE, type Executor } from '../database/database.module.js';

declare const TX: unique symbol;

/**
 * A transaction opened by `Transactions`: services hand it on to data-access methods (their
 * optional last argument) and cannot run a statement on it themselves.
 */
export type Tx = { readonly [TX]: true };

/** What a data-access method runs its statements on: the transaction when given, else the pool. */
export function executorOf(database: Database, tx: Tx | undefined): Executor {
  return tx ? (tx as unknown as DbTransaction) : database.db;
}

/**
 * The one place transactions are opened: services call `run` (or `snapshot`) and pass the `tx`
 * it gives to each data-access method that must be part of it.
 */
@Injectable()
export class Transactions {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.database.db.transaction((tx) => work(tx as unknown as Tx));
  }

  /** One consistent, read-only view of the data (repeatable read), as an export needs. */
  snapshot<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.database.db.transaction((tx) => work(tx as unknown as Tx), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }
}
