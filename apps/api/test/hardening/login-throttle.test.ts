import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangePasswordRequest, LoginRequest } from '@markwise/contract';
import { parseConfig } from '../../src/config/config.schema.js';
import { LOGIN_LIMITS } from '../../src/modules/auth/login-throttle.service.js';
import { login } from '../support/auth-helpers.js';
import { createInstitution, createUser, TEST_PASSWORD } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TEST_DATABASE_KIND } from '../support/test-database.js';

/**
 * Login throttling per account and per address. The address is Express's `req.ip`: with the
 * default TRUST_PROXY_HOPS=0 it is the socket's, so a client cannot reset its count by sending a
 * new X-Forwarded-For each time. Each test gets its own app: the counters live in the process.
 */
// Most tests run 30 or more argon2id verifications one after another on niced threads: slow
// when CI's suites share the CPU.
describe(`login throttling on ${TEST_DATABASE_KIND}`, { timeout: 90_000 }, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const attempt = (app: TestApp, body: LoginRequest, forwardedFor: string) =>
    app.request().post('/api/auth/login').set('X-Forwarded-For', forwardedFor).send(body);
  const nobody = () => `nobody-${randomUUID()}@example.test`;

  it('trusts no proxy unless told: X-Forwarded-For is ignored by default', async () => {
    expect(parseConfig({}).TRUST_PROXY_HOPS).toBe(0);
    t = await createTestApp();
    expect(t.app.getHttpAdapter().getInstance().get('trust proxy')).toBe(0);
  });

  it('locks an account after its limit, though every guess came from a "new" address', async () => {
    t = await createTestApp();
    const institution = await createInstitution(t.database);
    const user = await createUser(t.database, { institutionId: institution.id });
    for (let guess = 0; guess < LOGIN_LIMITS.perAccount; guess++) {
      await attempt(
        t,
        { email: user.email, password: `guess-${guess}` },
        `198.51.100.${guess}`,
      ).expect(401);
    }
    const locked = await attempt(t, { email: user.email, password: TEST_PASSWORD }, '203.0.113.9');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks an address guessing across accounts, though it rotates X-Forwarded-For', async () => {
    t = await createTestApp();
    const institution = await createInstitution(t.database);
    const user = await createUser(t.database, { institutionId: institution.id });
    for (let guess = 0; guess < LOGIN_LIMITS.perIp; guess++) {
      await attempt(t, { email: nobody(), password: 'guess' }, `198.51.100.${guess}`).expect(401);
    }
    // Even the right password of an untouched account waits: the address is what is locked.
    const locked = await attempt(t, { email: user.email, password: TEST_PASSWORD }, '192.0.2.77');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed login attempts/);
  });

  it('with TRUST_PROXY_HOPS=1 counts the address the proxy reports, client by client', async () => {
    t = await createTestApp({ TRUST_PROXY_HOPS: '1' });
    for (let guess = 0; guess < LOGIN_LIMITS.perIp; guess++) {
      await attempt(t, { email: nobody(), password: 'guess' }, '198.51.100.1').expect(401);
    }
    await attempt(t, { email: nobody(), password: 'guess' }, '198.51.100.1').expect(429);
    await attempt(t, { email: nobody(), password: 'guess' }, '198.51.100.2').expect(401);
  });

  it('counts a parallel burst before verifying: 50 wrong guesses at once, then the right password, refused', async () => {
    t = await createTestApp({ TRUST_PROXY_HOPS: '1' });
    const app = t;
    const institution = await createInstitution(app.database);
    const user = await createUser(app.database, { institutionId: institution.id });
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, guess) =>
        attempt(app, { email: user.email, password: `guess-${guess}` }, `198.51.100.${guess}`),
      ),
    );
    const statuses = burst.map((response) => response.status);
    // Exactly the account's allowance reached the password check; the rest were refused unhashed.
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - LOGIN_LIMITS.perAccount);
    const right = await attempt(app, { email: user.email, password: TEST_PASSWORD }, '192.0.2.1');
    expect(right.status).toBe(429);
  });

  it('limits current-password guesses of a signed-in user, parallel ones included', async () => {
    t = await createTestApp();
    const app = t;
    const institution = await createInstitution(app.database);
    const user = await createUser(app.database, { institutionId: institution.id });
    const { token } = await login(app, user.email);
    const change = (currentPassword: string) => {
      const body: ChangePasswordRequest = { currentPassword, newPassword: 'Another-Passphrase-77' };
      return app.as(token).put('/api/user/password').send(body);
    };
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`wrong-${i}`)));
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(
      LOGIN_LIMITS.perPasswordChange,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      20 - LOGIN_LIMITS.perPasswordChange,
    );
    const right = await change(TEST_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/Too many wrong current passwords/);
    // Nothing changed: the old password still signs in.
    await login(app, user.email);
  });
});
