import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The login and demo-request allowances on PostgreSQL, shared by every API replica and kept across
 * restarts. rate-limiter-flexible's PostgreSQL store reads and writes it with its own SQL, so the
 * columns are the ones it expects: `key` is the limiter's prefix and a keyed hash of the address,
 * account or user (never the email or IP itself), `points` the guesses taken, `expire` the end of
 * the window in epoch milliseconds. The store deletes rows an hour past their expiry.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  expire: bigint({ mode: 'number' }),
});
