import { Injectable } from '@nestjs/common';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../common/errors/domain-errors.js';
import { RateLimiters, type Allowance } from '../../common/rate-limits/rate-limiters.js';

/** Accepted demo requests per IP address per window. */
export const DEMO_REQUEST_LIMIT = { points: 5, windowSeconds: 60 * 60 } as const;

const TOO_MANY = 'Too many demo requests from this address. Please try again later.';

/**
 * Keeps one address from flooding the demo-request table, which anyone may write to. Only requests
 * that passed validation count: a rejected one writes nothing, and a visitor fixing a typo in the
 * form should not use up the allowance. The IP is Express's `req.ip`, which trusts X-Forwarded-For
 * only as far as TRUST_PROXY_HOPS allows, so a forged header does not reset the count. On
 * PostgreSQL the count is shared by every replica and survives restarts (RateLimiters).
 */
@Injectable()
export class DemoRequestThrottleService {
  private readonly byIp: Allowance;

  constructor(limiters: RateLimiters) {
    this.byIp = limiters.allowance({ name: 'demo-request-ip', ...DEMO_REQUEST_LIMIT });
  }

  async consume(ip: string) {
    try {
      await this.byIp.take(ip);
    } catch (rejection) {
      // A refusal is a RateLimiterRes; anything else (the store failing) is a real failure.
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw tooManyRequests(TOO_MANY, Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    }
  }
}
