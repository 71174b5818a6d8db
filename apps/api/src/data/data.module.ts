import { Global, Module } from '@nestjs/common';
import { Transactions } from './transactions.js';

/**
 * The data layer's shared piece: `Transactions`, for the services that must write several rows
 * together. Each aggregate's repositories come from its own module under `src/data/<aggregate>`,
 * which the feature modules import.
 */
@Global()
@Module({ providers: [Transactions], exports: [Transactions] })
export class DataModule {}
