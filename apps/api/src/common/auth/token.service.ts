import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Role } from '@markwise/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';
import { unauthenticated } from '../errors/domain-errors.js';

/** The only algorithm accepted: an allow-list of one, so `none`, RS/HS confusion and HS512 fail. */
const ALGORITHM = 'HS256';
const ISSUER = 'markwise';
const AUDIENCE = 'markwise-api';
/** RFC 9068's type for access tokens: a JWT minted for anything else is not one. */
const ACCESS_TOKEN_TYPE = 'at+jwt';
/** Verified tokens remembered at most (a few MB): about one per user active in the last TTL. */
const VERIFIED_TOKENS_KEPT = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AccessClaims = {
  userId: string;
  role: Role;
  institutionId: string;
  /** The user's token version when issued; bumping it ends every session of that user. */
  tokenVersion: number;
  /**
   * The session (refresh-token family) it was issued in: logging out or a detected replay revokes
   * the family, which ends this access token at once too, not when it expires.
   */
  sessionId: string;
};

/**
 * Access tokens are short-lived JWTs; refresh tokens are opaque random strings stored only as a
 * hash, so a database leak does not leak usable tokens.
 */
@Injectable()
export class TokenService {
  /**
   * Imported once: given the secret's bytes, jose imports a WebCrypto key on every sign and verify,
   * which every authenticated request paid for.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  /**
   * Tokens whose signature and claims were verified, by their exact text, until they expire: a
   * client sends the same token on every request for its lifetime, and the HMAC check through
   * WebCrypto was ~5% of the API's CPU per request (`pnpm bench` profile). Only tokens that passed
   * verification get in, so forged ones cannot fill it; revocation is unaffected (the access guard
   * checks the session and token version on every request). Least recently used out past the
   * cap; each entry lives until its token's `exp`.
   */
  private readonly verified = new LRUCache<string, { claims: AccessClaims; expiresAtMs: number }>({
    max: VERIFIED_TOKENS_KEPT,
  });

  constructor(@Inject(CONFIG) private readonly config: RuntimeConfig) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(config.jwtSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async signAccessToken(claims: AccessClaims): Promise<string> {
    return new SignJWT({
      role: claims.role,
      inst: claims.institutionId,
      tv: claims.tokenVersion,
      sid: claims.sessionId,
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TOKEN_TYPE })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.config.ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(await this.key);
  }

  async verifyAccessToken(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    // The cache's TTL runs on a monotonic clock; jose reads `exp` against the wall clock, so this
    // checks it the same way on every hit.
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.claims;
      this.verified.delete(token);
      throw unauthenticated('Access token has expired');
    }
    return this.verifyWithJose(token);
  }

  private async verifyWithJose(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        typ: ACCESS_TOKEN_TYPE,
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
      });
      const { sub, role, inst, tv, sid } = payload;
      if (typeof sub !== 'string' || (role !== 'ADMIN' && role !== 'STUDENT')) throw invalidToken();
      if (typeof inst !== 'string' || typeof tv !== 'number') throw invalidToken();
      if (typeof sid !== 'string' || !UUID.test(sid) || !UUID.test(sub)) throw invalidToken();
      const claims: AccessClaims = {
        userId: sub,
        role,
        institutionId: inst,
        tokenVersion: tv,
        sessionId: sid,
      };
      this.remember(token, claims, payload.exp! * 1000);
      return claims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthenticated('Access token has expired');
      throw invalidToken();
    }
  }

  private remember(token: string, claims: AccessClaims, expiresAtMs: number) {
    // A TTL of 0 would mean no expiry: a token with under a millisecond left is not kept.
    const ttl = Math.floor(expiresAtMs - Date.now());
    if (ttl < 1) return;
    this.verified.set(token, { claims: Object.freeze(claims), expiresAtMs }, { ttl });
  }

  newRefreshToken(): { token: string; hash: string; expiresAt: Date } {
    const token = randomBytes(32).toString('base64url');
    const ttlMs = this.config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;
    return { token, hash: hashRefreshToken(token), expiresAt: new Date(Date.now() + ttlMs) };
  }
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const invalidToken = () => unauthenticated('Invalid access token');
