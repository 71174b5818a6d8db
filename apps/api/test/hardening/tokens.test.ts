import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ChangePasswordRequest,
  LoginResponse,
  LogoutRequest,
  PasswordChangedResponse,
  RefreshRequest,
  UpdateStudentStatusRequest,
} from '@markwise/contract';
import { Clock } from '../../src/common/clock.js';
import { login, tokenOf } from '../support/auth-helpers.js';
import { createInstitution, createUser, TEST_PASSWORD } from '../support/factories.js';
import { reportFigure } from '../support/figures.js';
import { countAppQueries } from '../support/sql-capture.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TEST_DATABASE_KIND } from '../support/test-database.js';
import { claimsOf, forgeToken } from './forge-token.js';

/**
 * Every promise about access and refresh tokens, one attack per test: each crafted token differs
 * from an accepted one (the first test) in exactly the way its title says.
 */
describe(`token hardening on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let institutionId: string;
  /** Crafted, replayed or ended tokens answered 401: the attacks refused. */
  let refused = 0;

  beforeAll(async () => {
    t = await createTestApp();
    institutionId = (await createInstitution(t.database)).id;
  });
  afterAll(async () => {
    reportFigure(`token attacks refused (${TEST_DATABASE_KIND})`, refused);
    await t.close();
  });

  const countRefused = (response: { status: number }) => {
    if (response.status === 401) refused += 1;
  };
  const profile = (token: string) =>
    t
      .request()
      .get('/api/auth/profile')
      .set('Authorization', `Bearer ${token}`)
      .expect(countRefused);
  const refresh = (refreshToken: string) => {
    const body: RefreshRequest = { refreshToken };
    return t.request().post('/api/auth/refresh').send(body).expect(countRefused);
  };
  const logout = (refreshToken: string) => {
    const body: LogoutRequest = { refreshToken };
    return t.request().post('/api/auth/logout').send(body).expect(204);
  };

  /** A logged-in student, and the header and claims of their real access token. */
  async function session() {
    const user = await createUser(t.database, { institutionId });
    const tokens = await login(t, user.email);
    const header = { alg: 'HS256', typ: 'at+jwt' };
    return { user, tokens, header, claims: claimsOf(tokens.token) };
  }

  const sign = (
    header: Record<string, unknown>,
    payload: Record<string, unknown>,
    secret?: string,
  ) => forgeToken({ header, payload, secret: secret ?? t.config.jwtSecret });

  it('accepts a hand-built token identical to a real one (so the refusals below are real)', async () => {
    const { header, claims } = await session();
    await profile(sign(header, claims)).expect(200);
  });

  describe('algorithm allow-list (HS256 only)', () => {
    it('refuses alg "none", unsigned', async () => {
      const { claims } = await session();
      for (const alg of ['none', 'None', 'NONE']) {
        const unsigned = sign({ alg: 'none', typ: 'at+jwt' }, claims).replace(/^[^.]+/, () =>
          Buffer.from(JSON.stringify({ alg, typ: 'at+jwt' })).toString('base64url'),
        );
        await profile(unsigned).expect(401);
      }
    });

    it('refuses HS384 and HS512 even when signed with the real secret', async () => {
      const { claims } = await session();
      await profile(sign({ alg: 'HS384', typ: 'at+jwt' }, claims)).expect(401);
      await profile(sign({ alg: 'HS512', typ: 'at+jwt' }, claims)).expect(401);
    });

    it('refuses RS256 and ES256 headers over an HMAC signature (algorithm confusion)', async () => {
      const { claims } = await session();
      await profile(sign({ alg: 'RS256', typ: 'at+jwt' }, claims)).expect(401);
      await profile(sign({ alg: 'ES256', typ: 'at+jwt' }, claims)).expect(401);
    });
  });

  describe('signature and claims', () => {
    it('refuses a token signed with another secret', async () => {
      const { header, claims } = await session();
      await profile(sign(header, claims, 'another-secret-'.repeat(4))).expect(401);
    });

    it('refuses a payload changed after signing (a student making themselves admin)', async () => {
      const { header, claims } = await session();
      const [head, , signature] = sign(header, claims).split('.');
      const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString(
        'base64url',
      );
      await profile(`${head}.${promoted}.${signature}`).expect(401);
    });

    it('enforces exp: an expired token, and one without exp, are refused', async () => {
      const { header, claims } = await session();
      const now = Math.floor(Date.now() / 1000);
      const expired = await profile(sign(header, { ...claims, iat: now - 60, exp: now - 1 }));
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe('Access token has expired');
      const { exp: _exp, ...forever } = claims;
      await profile(sign(header, forever)).expect(401);
    });

    it('refuses a token it accepted a moment ago once that token expires', async () => {
      // Verified tokens are remembered (token.service.ts); the memory must still honour exp.
      const { header, claims } = await session();
      const exp = Math.floor(Date.now() / 1000) + 60;
      const token = sign(header, { ...claims, exp });
      await profile(token).expect(200);
      await profile(token).expect(200);
      // The app's clock moves past exp; no real time passes, so only the clock can refuse it.
      const clock = vi.spyOn(t.app.get(Clock, { strict: false }), 'now');
      clock.mockReturnValue(exp * 1000 + 1);
      try {
        const late = await profile(token);
        expect(late.status).toBe(401);
        expect(late.body.message).toBe('Access token has expired');
      } finally {
        clock.mockRestore();
      }
      await profile(token).expect(200); // not expired on the wall clock: still good, if asked anew
    });

    it('refuses another issuer or audience', async () => {
      const { header, claims } = await session();
      await profile(sign(header, { ...claims, iss: 'someone-else' })).expect(401);
      await profile(sign(header, { ...claims, aud: 'another-api' })).expect(401);
    });

    it('refuses a token without its session id', async () => {
      const { header, claims } = await session();
      const { sid: _sid, ...sessionless } = claims;
      await profile(sign(header, sessionless)).expect(401);
    });
  });

  describe('token types', () => {
    it('refuses a JWT that is not typed as an access token', async () => {
      const { claims } = await session();
      await profile(sign({ alg: 'HS256' }, claims)).expect(401);
      await profile(sign({ alg: 'HS256', typ: 'JWT' }, claims)).expect(401);
      await profile(sign({ alg: 'HS256', typ: 'rt+jwt' }, claims)).expect(401);
    });

    it('refuses a refresh token as an access token', async () => {
      const { tokens } = await session();
      await profile(tokens.refreshToken).expect(401);
      await t.as(tokens.refreshToken).get('/api/auth/profile').expect(401);
    });

    it('refuses an access token as a refresh token', async () => {
      const { tokens } = await session();
      await refresh(tokens.token).expect(401);
      // And the real refresh token still works: the attempt spent nothing.
      await refresh(tokens.refreshToken).expect(200);
    });
  });

  describe('sessions end', () => {
    it('rotation: a spent refresh token replayed revokes its whole family, access tokens included', async () => {
      const { user, tokens: stolen } = await session();
      const rotated = (await refresh(stolen.refreshToken).expect(200)).body as LoginResponse;
      expect(rotated.refreshToken).not.toBe(stolen.refreshToken);
      await profile(rotated.token).expect(200);
      const otherDevice = await login(t, user.email);

      await refresh(stolen.refreshToken).expect(401); // the replay

      await refresh(rotated.refreshToken).expect(401);
      await profile(rotated.token).expect(401);
      await profile(stolen.token).expect(401);
      // Only that family: the same user's other session lives on.
      await profile(otherDevice.token).expect(200);
      await refresh(otherDevice.refreshToken).expect(200);
    });

    it('logout ends that session: its access and refresh tokens are refused', async () => {
      const { user, tokens } = await session();
      const otherDevice = await login(t, user.email);
      await profile(tokens.token).expect(200);

      await logout(tokens.refreshToken);

      const refused = await profile(tokens.token).expect(401);
      expect(refused.body.message).toBe('Session has ended. Please log in again.');
      await refresh(tokens.refreshToken).expect(401);
      await profile(otherDevice.token).expect(200);
    });

    it('checks a crowd arriving together in one statement, each request against its own session', async () => {
      const live = await Promise.all(Array.from({ length: 12 }, () => session()));
      const ended = await session();
      const otherDevice = await login(t, ended.user.email);
      await logout(ended.tokens.refreshToken);
      const crowd = [
        ...live.map(({ user, tokens }) => ({ token: tokens.token, expected: user.id })),
        { token: ended.tokens.token, expected: 401 },
        { token: otherDevice.token, expected: ended.user.id },
      ];
      await t.listening(async (origin) => {
        const ask = async (token: string) => {
          const response = await fetch(`${origin}/api/auth/profile`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return response.ok
            ? ((await response.json()) as { data: { _id: string } }).data._id
            : response.status;
        };
        await Promise.all(crowd.map(({ token }) => ask(token)));
        let answers: (string | number)[] = [];
        const statements = await countAppQueries(t.database, async () => {
          answers = await Promise.all(crowd.map(({ token }) => ask(token)));
        });
        expect(answers).toEqual(crowd.map(({ expected }) => expected));
        // Each profile reads its user once; a session check each would double that (28).
        expect(statements).toBeLessThanOrEqual(crowd.length * 1.5);
      });
    });

    it('a password change ends every session of the user, and only the new one works', async () => {
      const { user, tokens } = await session();
      const otherDevice = await login(t, user.email);
      const body: ChangePasswordRequest = {
        currentPassword: TEST_PASSWORD,
        newPassword: 'a quiet lake at dawn 2025',
      };
      const changed = (await t.as(tokens.token).put('/api/user/password').send(body).expect(200))
        .body as PasswordChangedResponse;

      for (const old of [tokens, otherDevice]) {
        await profile(old.token).expect(401);
        await refresh(old.refreshToken).expect(401);
      }
      await profile(changed.token).expect(200);
      await refresh(changed.refreshToken).expect(200);
    });

    it('deactivation by an admin ends every session of the student at once', async () => {
      const admin = await createUser(t.database, { institutionId, role: 'ADMIN' });
      const adminToken = await tokenOf(t, admin);
      const { user, tokens } = await session();
      const body: UpdateStudentStatusRequest = { isActive: false };
      await t.as(adminToken).patch(`/api/students/${user.id}/status`).send(body).expect(200);
      await profile(tokens.token).expect(401);
      await refresh(tokens.refreshToken).expect(401);
    });
  });
});
