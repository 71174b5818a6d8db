import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pathTo,
  privacyRoutes,
  type ChangePasswordRequest,
  type CreateStudentRequest,
  type LoginResponse,
  type PasswordChangedResponse,
  type RefreshRequest,
} from '@markwise/contract';
import { createLogger, redactUrl } from '../src/common/logging/logger.js';
import { ATTEMPT_TEST_ENV, recordEnqueued } from './support/attempt-factories.js';
import { login } from './support/auth-helpers.js';
import { TEST_PASSWORD } from './support/factories.js';
import {
  binary,
  createTestAppWithLog,
  seedStudentWithEverything,
  uniquePerson,
} from './support/privacy-factories.js';
import type { TestApp } from './support/test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';

const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/*
 * Every line the app logs during logins, a failed login, a refresh, a password change, a student's
 * creation and search, and an export and erasure: none may carry a token, a password or an email.
 */
describe(`no personal data in the log on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let log: () => string;

  beforeAll(async () => {
    ({ t, log } = await createTestAppWithLog(ATTEMPT_TEST_ENV));
    recordEnqueued(t);
  });
  afterAll(() => t.close());

  it('logs the requests without tokens, passwords or email addresses', async () => {
    const secrets: string[] = [TEST_PASSWORD];
    const seed = await seedStudentWithEverything(t);
    const admin = await login(t, seed.admin.email);
    secrets.push(admin.token, admin.refreshToken);

    // A failed login names the account in its body; the log must not.
    await t
      .request()
      .post('/api/auth/login')
      .send({ email: seed.student.email, password: 'Wrong-Password-1' })
      .expect(401);
    secrets.push('Wrong-Password-1');
    const refresh: RefreshRequest = { refreshToken: admin.refreshToken };
    const refreshed = (await t.request().post('/api/auth/refresh').send(refresh).expect(200))
      .body as LoginResponse;
    secrets.push(refreshed.token, refreshed.refreshToken);

    const change: ChangePasswordRequest = {
      currentPassword: TEST_PASSWORD,
      newPassword: 'A-New-Passphrase-77',
    };
    const changed = (await t.as(refreshed.token).put('/api/user/password').send(change).expect(200))
      .body as PasswordChangedResponse;
    secrets.push(change.newPassword, changed.token, changed.refreshToken);

    const person = uniquePerson();
    const created: CreateStudentRequest = {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      class: 'Grade 10A',
      password: 'Student-Start-2024',
    };
    await t.as(changed.token).post('/api/students').send(created).expect(201);
    secrets.push(created.password);
    // The search term reaches the access log only as a redacted query value.
    await t
      .as(changed.token)
      .get(`/api/students?search=${encodeURIComponent(person.email)}&page=1`)
      .expect(200);

    await t
      .as(changed.token)
      .get(`/api${pathTo(privacyRoutes.export, { id: seed.student.id })}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    await t
      .as(changed.token)
      .delete(`/api${pathTo(privacyRoutes.erase, { id: seed.student.id })}`)
      .expect(200);
    await t.request().post('/api/auth/logout').send({ refreshToken: changed.refreshToken });

    const text = log();
    // The log did record these requests (the check below is not vacuous).
    expect(text).toContain('/api/auth/login');
    expect(text).toContain('/api/students?search=%5Bredacted%5D&page=1');
    expect(text).toMatch(/erasure [\w-]{36} in institution/);

    expect(text.match(JWT) ?? []).toEqual([]);
    expect(text.match(EMAIL) ?? []).toEqual([]);
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
    for (const value of [person.firstName, seed.person.firstName, seed.person.lastName]) {
      expect(text).not.toContain(value);
    }
  });

  it('keeps a failed statement’s values and a database error’s detail out of an error line', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (lower(email))=(asha@example.test) already exists.',
    });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email") values ($1)\nparams: asha@example.test',
      ),
      { query: 'insert into "users" ("email") values ($1)', params: ['asha@example.test'], cause },
    );
    logger.error({ err: error }, 'request failed');
    expect(lines.join('')).toContain('insert into');
    expect(lines.join('')).toContain('params: [redacted]');
    expect(lines.join('')).not.toContain('asha@example.test');
  });

  it('keeps only harmless query values in a logged URL', () => {
    expect(redactUrl('/api/students?search=asha%40example.test&page=2&limit=10')).toBe(
      '/api/students?search=%5Bredacted%5D&page=2&limit=10',
    );
    expect(redactUrl('/api/attempts/x/answers/y/images/z?exp=1&sig=abc')).toBe(
      '/api/attempts/x/answers/y/images/z?exp=%5Bredacted%5D&sig=%5Bredacted%5D',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
