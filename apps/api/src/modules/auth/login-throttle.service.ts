import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../common/errors/domain-errors.js';

const WINDOW_SECONDS = 15 * 60;
/** Failed logins allowed per window from one IP address, and against one account. */
export const LOGIN_LIMITS = { perIp: 30, perAccount: 10 } as const;

const TOO_MANY = 'Too many failed login attempts. Please try again later.';

/**
 * Counts failed logins per IP and per account, so neither guessing one password from many
 * addresses nor many accounts from one address gets far. The IP is Express's `req.ip`, which only
 * trusts X-Forwarded-For as far as TRUST_PROXY_HOPS allows, so a rotating header resets nothing.
 */
@Injectable()
export class LoginThrottleService {
  private readonly byIp = new RateLimiterMemory({
    points: LOGIN_LIMITS.perIp,
    duration: WINDOW_SECONDS,
  });
  private readonly byAccount = new RateLimiterMemory({
    points: LOGIN_LIMITS.perAccount,
    duration: WINDOW_SECONDS,
  });

  async assertAllowed(ip: string, email: string) {
    const [ipState, accountState] = await Promise.all([
      this.byIp.get(ip),
      this.byAccount.get(accountKey(email)),
    ]);
    for (const [state, limit] of [
      [ipState, LOGIN_LIMITS.perIp],
      [accountState, LOGIN_LIMITS.perAccount],
    ] as const) {
      if (state && state.consumedPoints >= limit)
        throw tooManyRequests(TOO_MANY, retryAfter(state));
    }
  }

  async recordFailure(ip: string, email: string) {
    await Promise.all([this.byIp.penalty(ip, 1), this.byAccount.penalty(accountKey(email), 1)]);
  }

  async recordSuccess(email: string) {
    await this.byAccount.delete(accountKey(email));
  }
}

const accountKey = (email: string) => email.trim().toLowerCase();
const retryAfter = (state: RateLimiterRes) => Math.max(1, Math.ceil(state.msBeforeNext / 1000));
