import { Injectable } from '@nestjs/common';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AUTH_MESSAGES } from '@markwise/contract';
import { tooManyRequests } from '../../common/errors/domain-errors.js';
import { RateLimiters, type Allowance } from '../../common/rate-limits/rate-limiters.js';

const WINDOW_SECONDS = 15 * 60;
/**
 * Password guesses allowed per window: logins from one IP address and against one account, and
 * current-password checks of one signed-in user (a stolen session must not brute-force it).
 */
export const LOGIN_LIMITS = { perIp: 30, perAccount: 10, perPasswordChange: 5 } as const;
/** Students' passwords one admin may reset per window: enough for a class, not for a mass reset. */
export const PASSWORD_RESET_LIMIT = 30;

const TOO_MANY_PASSWORD_RESETS = 'Too many password resets. Please try again later.';

type Take = { allowance: Allowance; key: string };

/**
 * Counts password guesses per IP, per account and per signed-in user. Each guess is taken from
 * the allowance before the password is verified, in one synchronous step, so a burst sent in
 * parallel cannot all pass the check while the slow hashes run; a correct password gives its
 * guess back. The IP is Express's `req.ip`, which only trusts X-Forwarded-For as far as
 * TRUST_PROXY_HOPS allows, so a rotating header resets nothing. On PostgreSQL the counters are
 * shared by every replica and survive restarts (RateLimiters).
 */
@Injectable()
export class LoginThrottleService {
  private readonly byIp: Allowance;
  private readonly byAccount: Allowance;
  private readonly byPasswordChange: Allowance;
  private readonly byPasswordReset: Allowance;

  constructor(limiters: RateLimiters) {
    const window = (name: string, points: number) =>
      limiters.allowance({ name, points, windowSeconds: WINDOW_SECONDS });
    this.byIp = window('login-ip', LOGIN_LIMITS.perIp);
    this.byAccount = window('login-account', LOGIN_LIMITS.perAccount);
    this.byPasswordChange = window('password-check', LOGIN_LIMITS.perPasswordChange);
    this.byPasswordReset = window('password-reset', PASSWORD_RESET_LIMIT);
  }

  /** Takes one login guess from the address and the account, or refuses with 429. */
  async takeLoginGuess(ip: string, email: string) {
    await take(
      [
        { allowance: this.byIp, key: ip },
        { allowance: this.byAccount, key: accountKey(email) },
      ],
      AUTH_MESSAGES.tooManyLogins,
    );
  }

  /** The right password: the address gets its guess back and the account starts afresh. */
  async loginSucceeded(ip: string, email: string) {
    await Promise.all([this.byIp.giveBack(ip), this.byAccount.reset(accountKey(email))]);
  }

  /** Takes one current-password guess from a signed-in user, or refuses with 429. */
  async takePasswordCheck(userId: string) {
    await take(
      [{ allowance: this.byPasswordChange, key: userId }],
      AUTH_MESSAGES.tooManyPasswordChecks,
    );
  }

  async passwordCheckSucceeded(userId: string) {
    await this.byPasswordChange.reset(userId);
  }

  /** Takes one student password reset from an admin's allowance (each hashes), or refuses with 429. */
  async takePasswordReset(adminId: string) {
    await take([{ allowance: this.byPasswordReset, key: adminId }], TOO_MANY_PASSWORD_RESETS);
  }
}

/**
 * Takes a point from every allowance; each take is atomic in its store, so of N parallel calls
 * exactly the allowance passes. A refusal keeps its point taken: it was a guess too.
 */
async function take(takes: Take[], message: string) {
  const results = await Promise.allSettled(takes.map(({ allowance, key }) => allowance.take(key)));
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (result.reason instanceof RateLimiterRes) {
      throw tooManyRequests(message, retryAfter(result.reason));
    }
    throw result.reason;
  }
}

const accountKey = (email: string) => email.trim().toLowerCase();
const retryAfter = (state: RateLimiterRes) => Math.max(1, Math.ceil(state.msBeforeNext / 1000));
