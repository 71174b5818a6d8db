import { beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '@markwise/db';
import type { ErrorResponse, LoginResponse } from '@markwise/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { LOGIN_LIMITS } from '../src/modules/auth/login-throttle.service.js';
import { login } from './support/auth-helpers.js';
import { createInstitution, createUser, TEST_PASSWORD } from './support/factories.js';
import { createTestApp } from './support/test-app.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { errorBody } from './support/request-checks.js';

describe(`auth on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();
  let institutionId: string;
  beforeAll(async () => {
    institutionId = (await createInstitution(t.database)).id;
  });

  const newUser = (options: Partial<Parameters<typeof createUser>[1]> = {}) =>
    createUser(t.database, { institutionId, ...options });

  describe('POST /api/auth/login', () => {
    it('returns tokens and the profile, without secrets', async () => {
      const admin = await newUser({ role: 'ADMIN', firstName: 'Meera' });
      const body = await login(t, admin.email.toUpperCase());
      expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.refreshToken.length).toBeGreaterThan(30);
      expect(body.data).toMatchObject({
        _id: admin.id,
        role: 'ADMIN',
        firstName: 'Meera',
        email: admin.email,
      });
      expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2/);
    });

    it('names the missing fields and sends no session', async () => {
      const response = await t.request().post('/api/auth/login').send({ email: '' }).expect(400);
      const body = response.body as ErrorResponse;
      expect(body.error).toBe('Bad Request');
      expect(JSON.stringify(body.message)).toMatch(/email/);
      expect(JSON.stringify(body.message)).toMatch(/password/);
    });

    it('answers a wrong password and an unknown email alike', async () => {
      const user = await newUser();
      const wrong = await t
        .request()
        .post('/api/auth/login')
        .send({ email: user.email, password: 'nope-nope' });
      const unknown = await t
        .request()
        .post('/api/auth/login')
        .send({ email: 'nobody@example.test', password: 'nope-nope' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toEqual(errorBody(401, 'Invalid email or password'));
    });

    it('refuses a disabled account with the right password', async () => {
      const user = await newUser({ isActive: false });
      const response = await t
        .request()
        .post('/api/auth/login')
        .send({ email: user.email, password: TEST_PASSWORD })
        .expect(403);
      expect(response.body.message).toMatch(/deactivated/);
    });

    it('locks an account after repeated failures, whatever X-Forwarded-For says', async () => {
      const user = await newUser();
      for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount; attempt++) {
        await t
          .request()
          .post('/api/auth/login')
          .set('X-Forwarded-For', `10.0.0.${attempt}`)
          .send({ email: user.email, password: `wrong-${attempt}` })
          .expect(401);
      }
      const locked = await t
        .request()
        .post('/api/auth/login')
        .set('X-Forwarded-For', '10.9.9.9')
        .send({ email: user.email, password: TEST_PASSWORD })
        .expect(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(locked.body.message).toMatch(/Too many failed login attempts/);
    });
  });

  describe('per-IP throttling', () => {
    it('stops one address guessing across many accounts', async () => {
      const limited = await createTestApp();
      try {
        const institution = await createInstitution(limited.database);
        const victim = await createUser(limited.database, { institutionId: institution.id });
        for (let attempt = 0; attempt < LOGIN_LIMITS.perIp; attempt++) {
          await limited
            .request()
            .post('/api/auth/login')
            .send({ email: `guess-${attempt}@example.test`, password: 'guess' })
            .expect(401);
        }
        await limited
          .request()
          .post('/api/auth/login')
          .send({ email: victim.email, password: TEST_PASSWORD })
          .expect(429);
      } finally {
        await limited.close();
      }
    });
  });

  describe('POST /api/auth/refresh', () => {
    const refresh = (refreshToken: unknown) =>
      t.request().post('/api/auth/refresh').send({ refreshToken });

    it('rotates: the new pair works and the old refresh token stops working', async () => {
      const user = await newUser();
      const first = await login(t, user.email);
      const rotated = (await refresh(first.refreshToken).expect(200)).body as LoginResponse;
      expect(rotated.refreshToken).not.toBe(first.refreshToken);
      await t.as(rotated.token).get('/api/auth/profile').expect(200);
      await refresh(first.refreshToken).expect(401);
    });

    it('revokes the whole family when a used token is presented again', async () => {
      const user = await newUser();
      const first = await login(t, user.email);
      const second = (await refresh(first.refreshToken).expect(200)).body as LoginResponse;
      await refresh(first.refreshToken).expect(401); // the replay
      await refresh(second.refreshToken).expect(401); // its descendant dies with it
      const otherSession = await login(t, user.email);
      await refresh(otherSession.refreshToken).expect(200); // other families live on
    });

    it('refuses garbage, a missing token and an expired token', async () => {
      await refresh('not-a-token').expect(401);
      const missing = await refresh(undefined).expect(400);
      expect(JSON.stringify(missing.body.message)).toMatch(/refreshToken/);
      const user = await newUser();
      const session = await login(t, user.email);
      await t.database.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.userId, user.id));
      await refresh(session.refreshToken).expect(401);
    });

    it('ends with logout', async () => {
      const user = await newUser();
      const session = await login(t, user.email);
      await t
        .request()
        .post('/api/auth/logout')
        .send({ refreshToken: session.refreshToken })
        .expect(204);
      await refresh(session.refreshToken).expect(401);
    });
  });

  describe('access tokens', () => {
    const profile = (authorization?: string) => {
      const request = t.request().get('/api/auth/profile');
      return authorization ? request.set('Authorization', authorization) : request;
    };

    it('are required, and a forged or unsigned one is refused', async () => {
      await profile().expect(401);
      await profile('Bearer garbage').expect(401);
      const user = await newUser();
      const claims = { role: 'ADMIN', inst: institutionId, tv: 0 };
      const unsigned = `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64({ ...claims, sub: user.id, exp: 9e9 })}.`;
      await profile(`Bearer ${unsigned}`).expect(401);
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(user.id)
        .setIssuer('markwise')
        .setAudience('markwise-api')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('x'.repeat(48)));
      await profile(`Bearer ${forged}`).expect(401);
    });

    it('stop working when the account is deactivated', async () => {
      const user = await newUser();
      const session = await login(t, user.email);
      await profile(`Bearer ${session.token}`).expect(200);
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      await profile(`Bearer ${session.token}`).expect(401);
    });

    it('last 15 minutes and are refused once expired', async () => {
      const user = await newUser();
      const session = await login(t, user.email);
      const claims = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString());
      expect(claims.exp - claims.iat).toBe(15 * 60);
      const sid = claims.sid as string;
      const expired = await new SignJWT({ role: 'STUDENT', inst: institutionId, tv: 0, sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(user.id)
        .setIssuer('markwise')
        .setAudience('markwise-api')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 1000)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 100)
        .sign(new TextEncoder().encode(t.config.jwtSecret));
      const response = await profile(`Bearer ${expired}`).expect(401);
      expect(response.body.message).toBe('Access token has expired');
    });

    it('cannot be replaced by a refresh token', async () => {
      const user = await newUser();
      const session = await login(t, user.email);
      await profile(`Bearer ${session.refreshToken}`).expect(401);
    });
  });
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
