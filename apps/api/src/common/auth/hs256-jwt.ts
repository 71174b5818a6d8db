import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';

/** What an access token must say besides its signature; the checks jose's jwtVerify makes. */
export type JwtExpectations = {
  issuer: string;
  audience: string;
  /** The `typ` header, compared exactly (the app mints it one way only). */
  typ: string;
  requiredClaims: readonly string[];
};

/** A refused token; `expired` when it was genuine but its `exp` has passed. */
export class JwtRefused extends Error {
  constructor(readonly expired = false) {
    super(expired ? 'token expired' : 'token refused');
  }
}

const SEGMENT = /^[\w-]+$/;

/**
 * Verifies a compact HS256 JWT in one synchronous call and returns its claims. The checks are
 * jose's `jwtVerify` with `algorithms: ['HS256']`, issuer, audience, typ and required claims, made
 * at least as strictly: the header must name HS256 and the type and carry no `crit` or `b64`, the
 * signature must be the canonical base64url of the HMAC (compared in constant time), `exp`, `nbf`
 * and `iat` must be numbers, `exp` in the future and `nbf` not. jose verifies through WebCrypto,
 * whose every call is a job on libuv's thread pool: on the hot path of every authenticated
 * request that hop cost more than the HMAC. Signing stays with jose.
 */
export function verifyHs256Jwt(
  token: string,
  key: KeyObject,
  expected: JwtExpectations,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtRefused();
  const [header, payload, signature] = parts as [string, string, string];
  if (!SEGMENT.test(header) || !SEGMENT.test(payload) || !SEGMENT.test(signature)) {
    throw new JwtRefused();
  }

  const head = decodeObject(header);
  if (head.alg !== 'HS256' || head.typ !== expected.typ) throw new JwtRefused();
  if (head.crit !== undefined || head.b64 !== undefined) throw new JwtRefused();

  const mac = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== mac.length || !timingSafeEqual(given, mac)) throw new JwtRefused();
  // Buffer's decoder skips what is not base64url; only the one canonical spelling passes.
  if (given.toString('base64url') !== signature) throw new JwtRefused();

  const claims = decodeObject(payload);
  for (const claim of expected.requiredClaims) {
    if (!(claim in claims)) throw new JwtRefused();
  }
  if (claims.iss !== expected.issuer) throw new JwtRefused();
  const audience = claims.aud;
  const audienceMatches = Array.isArray(audience)
    ? audience.includes(expected.audience)
    : audience === expected.audience;
  if (!audienceMatches) throw new JwtRefused();
  for (const time of ['iat', 'nbf', 'exp'] as const) {
    if (claims[time] !== undefined && typeof claims[time] !== 'number') throw new JwtRefused();
  }
  if (typeof claims.nbf === 'number' && claims.nbf > nowSeconds) throw new JwtRefused();
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) throw new JwtRefused(true);
  return claims;
}

function decodeObject(segment: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    throw new JwtRefused();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new JwtRefused();
  return value as Record<string, unknown>;
}
