import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Role } from '@markwise/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';
import { unauthenticated } from '../errors/domain-errors.js';

const ALGORITHM = 'HS256';
const ISSUER = 'markwise';
const AUDIENCE = 'markwise-api';

export type AccessClaims = {
  userId: string;
  role: Role;
  institutionId: string;
  /** The user's token version when issued; bumping it ends every session of that user. */
  tokenVersion: number;
};

/**
 * Access tokens are short-lived JWTs; refresh tokens are opaque random strings stored only as a
 * hash, so a database leak does not leak usable tokens.
 */
@Injectable()
export class TokenService {
  private readonly key: Uint8Array;

  constructor(@Inject(CONFIG) private readonly config: RuntimeConfig) {
    this.key = new TextEncoder().encode(config.jwtSecret);
  }

  async signAccessToken(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.role, inst: claims.institutionId, tv: claims.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'at+jwt' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.config.ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  async verifyAccessToken(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        typ: 'at+jwt',
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const { sub, role, inst, tv } = payload;
      if (typeof sub !== 'string' || (role !== 'ADMIN' && role !== 'STUDENT')) throw invalidToken();
      if (typeof inst !== 'string' || typeof tv !== 'number') throw invalidToken();
      return { userId: sub, role, institutionId: inst, tokenVersion: tv };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthenticated('Access token has expired');
      throw invalidToken();
    }
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
