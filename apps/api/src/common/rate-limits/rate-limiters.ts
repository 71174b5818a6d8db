import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@markwise/db';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';
import { DATABASE } from '../../database/database.module.js';

/** Created by a migration (packages/db schema rate-limits.ts), never at runtime. */
const TABLE = 'rate_limits';

export type AllowanceOptions = {
  /** Tells this allowance's rows from the others' in the one table. */
  name: string;
  points: number;
  windowSeconds: number;
};

/**
 * One counted allowance per key (an address, an account, a user). `take` rejects with a
 * RateLimiterRes once the window's points are used, and with an Error when the store fails.
 */
export class Allowance {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly keyOf: (key: string) => string,
  ) {}

  take(key: string): Promise<RateLimiterRes> {
    return this.limiter.consume(this.keyOf(key), 1);
  }

  async giveBack(key: string) {
    await this.limiter.reward(this.keyOf(key), 1);
  }

  async reset(key: string) {
    await this.limiter.delete(this.keyOf(key));
  }
}

/**
 * Where allowances are counted. On PostgreSQL in the shared `rate_limits` table, so every API
 * replica draws on one allowance and a restart forgets nothing; each take is one atomic upsert
 * (INSERT … ON CONFLICT DO UPDATE … RETURNING), so a parallel burst cannot pass more than the
 * allowance. On the embedded database (one process) in memory, where consume() counts
 * synchronously.
 *
 * Keys are stored as a keyed hash (HMAC of the JWT secret, derived for this use only): the table
 * needs only equality of keys, and so holds no email or IP address that a database reader or a
 * backup could recover (a plain hash of an IPv4 address falls to trying all 2^32). Replicas share
 * the secret already, since each must verify the others' tokens.
 */
@Injectable()
export class RateLimiters {
  private readonly key: Buffer;

  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(CONFIG) config: RuntimeConfig,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('markwise:rate-limit-key:v1').digest();
  }

  allowance({ name, points, windowSeconds }: AllowanceOptions): Allowance {
    const options = { keyPrefix: name, points, duration: windowSeconds };
    const pools = this.database.postgres;
    const limiter = pools
      ? new RateLimiterPostgres({
          ...options,
          storeClient: pools.pool,
          storeType: 'pool',
          tableName: TABLE,
          tableCreated: true,
        })
      : new RateLimiterMemory(options);
    return new Allowance(limiter, (key) =>
      createHmac('sha256', this.key).update(key).digest('base64url'),
    );
  }
}
