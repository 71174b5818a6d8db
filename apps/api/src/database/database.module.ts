import {
  Global,
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Database, Db, DbTransaction } from '@markwise/db';

export const DATABASE = Symbol('DATABASE');

/** Either the database or a transaction: what repository methods run their queries on. */
export type Executor = Db | DbTransaction;

/**
 * Provides the already-migrated database, opened by the bootstrap before Nest starts so that a bad
 * DATABASE_URL or a failed migration stops the process before it listens.
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  static forRoot(database: Database): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DATABASE, useValue: database }],
      exports: [DATABASE],
    };
  }

  async onApplicationShutdown() {
    await this.database.close();
  }
}
