import { tooManyRequests } from './errors/domain-errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the UTC day `now` is in: a student's daily allowances turn over then. */
export const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * Refuses one more use past a daily allowance: 429, with Retry-After counting to the next UTC
 * day. `used` is what the caller counted since `startOfUtcDay(now)`.
 */
export function checkDailyAllowance(used: number, limit: number, message: string, now: Date) {
  if (used < limit) return;
  const tomorrow = startOfUtcDay(now).getTime() + DAY_MS;
  throw tooManyRequests(message, Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000)));
}
