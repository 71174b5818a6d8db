import { createSecretKey } from 'node:crypto';
import fc from 'fast-check';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { JwtRefused, verifyHs256Jwt } from '../../src/common/auth/hs256-jwt.js';
import { forgeToken } from './forge-token.js';

const SECRET = 'a-test-secret-of-enough-length-for-hs256-000000';
const KEY = createSecretKey(new TextEncoder().encode(SECRET));
const EXPECTED = {
  issuer: 'markwise',
  audience: 'markwise-api',
  typ: 'at+jwt',
  requiredClaims: ['sub', 'exp', 'iat', 'sid'],
} as const;
const NOW = Math.floor(Date.now() / 1000);
const HEADER = { alg: 'HS256', typ: 'at+jwt' };
const CLAIMS = {
  sub: '0f8fad5b-d9cb-469f-a165-70867728950e',
  role: 'STUDENT',
  inst: 'x',
  tv: 0,
  sid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  iss: 'markwise',
  aud: 'markwise-api',
  iat: NOW,
  exp: NOW + 600,
};

/** What jose's jwtVerify, with the options the app used before, says about a token. */
async function jose(token: string): Promise<'ok' | 'expired' | 'refused'> {
  try {
    await jwtVerify(token, new TextEncoder().encode(SECRET), {
      algorithms: ['HS256'],
      issuer: EXPECTED.issuer,
      audience: EXPECTED.audience,
      typ: EXPECTED.typ,
      requiredClaims: [...EXPECTED.requiredClaims],
    });
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'refused';
  }
}

function ours(token: string): 'ok' | 'expired' | 'refused' {
  try {
    verifyHs256Jwt(token, KEY, EXPECTED);
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(JwtRefused);
    return (error as JwtRefused).expired ? 'expired' : 'refused';
  }
}

const sign = (header: Record<string, unknown>, payload: Record<string, unknown>) =>
  forgeToken({ header, payload, secret: SECRET });

describe('synchronous HS256 access-token verification', () => {
  it('accepts a valid token and returns its claims', () => {
    expect(verifyHs256Jwt(sign(HEADER, CLAIMS), KEY, EXPECTED)).toEqual(CLAIMS);
  });

  const cases: [string, string][] = [
    ['valid', sign(HEADER, CLAIMS)],
    ['alg none', sign({ ...HEADER, alg: 'none' }, CLAIMS)],
    ['HS512', sign({ ...HEADER, alg: 'HS512' }, CLAIMS)],
    ['RS256 header', sign({ ...HEADER, alg: 'RS256' }, CLAIMS).replace(/\.[^.]*$/, '.c2ln')],
    ['no typ', sign({ alg: 'HS256' }, CLAIMS)],
    ['typ JWT', sign({ ...HEADER, typ: 'JWT' }, CLAIMS)],
    ['crit', sign({ ...HEADER, crit: ['exp'] }, CLAIMS)],
    ['b64 false', sign({ ...HEADER, b64: false, crit: ['b64'] }, CLAIMS)],
    ['other secret', forgeToken({ header: HEADER, payload: CLAIMS, secret: 'another' })],
    ['expired', sign(HEADER, { ...CLAIMS, exp: NOW - 1 })],
    ['exp now', sign(HEADER, { ...CLAIMS, exp: NOW })],
    ['exp as string', sign(HEADER, { ...CLAIMS, exp: String(NOW + 600) })],
    ['no exp', sign(HEADER, { ...CLAIMS, exp: undefined })],
    ['no iat', sign(HEADER, { ...CLAIMS, iat: undefined })],
    ['iat as string', sign(HEADER, { ...CLAIMS, iat: 'now' })],
    ['nbf in the future', sign(HEADER, { ...CLAIMS, nbf: NOW + 600 })],
    ['nbf past', sign(HEADER, { ...CLAIMS, nbf: NOW - 600 })],
    ['no sub', sign(HEADER, { ...CLAIMS, sub: undefined })],
    ['no sid', sign(HEADER, { ...CLAIMS, sid: undefined })],
    ['other issuer', sign(HEADER, { ...CLAIMS, iss: 'someone' })],
    ['no issuer', sign(HEADER, { ...CLAIMS, iss: undefined })],
    ['other audience', sign(HEADER, { ...CLAIMS, aud: 'other' })],
    ['audience list', sign(HEADER, { ...CLAIMS, aud: ['other', 'markwise-api'] })],
    ['payload array', sign(HEADER, [] as unknown as Record<string, unknown>)],
    ['two segments', sign(HEADER, CLAIMS).split('.').slice(0, 2).join('.')],
    ['four segments', `${sign(HEADER, CLAIMS)}.x`],
    ['empty', ''],
  ];
  it.each(cases)('decides as jose does: %s', async (_name, token) => {
    expect(ours(token)).toBe(await jose(token));
  });

  it('refuses a padded or non-canonical signature, which jose would accept', () => {
    const token = sign(HEADER, CLAIMS);
    expect(ours(`${token}=`)).toBe('refused');
    // 32 bytes end in a character carrying 2 unused bits: another spelling of the same signature.
    const last = token.at(-1)!;
    const sibling = 'AEIMQUYcgkosw048'.includes(last)
      ? String.fromCharCode(last.charCodeAt(0) + 1)
      : last;
    if (sibling !== last) expect(ours(token.slice(0, -1) + sibling)).toBe('refused');
  });

  it('refuses every changed character of a valid token, as jose does', async () => {
    const token = sign(HEADER, CLAIMS);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ ';
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: token.length - 1 }),
        fc.constantFrom(...alphabet),
        async (at, char) => {
          const changed = token.slice(0, at) + char + token.slice(at + 1);
          const expected = changed === token ? 'ok' : await jose(changed);
          // Stricter is allowed (a non-canonical signature jose would accept); looser is not.
          const result = ours(changed);
          if (expected !== 'ok') expect(result).not.toBe('ok');
          if (changed === token) expect(result).toBe('ok');
        },
      ),
      { numRuns: 2000 },
    );
  });
});
