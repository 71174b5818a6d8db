import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  passwordMessages,
  PASSWORD_MAX_BYTES,
  type ChangePasswordRequest,
  type CreateStudentInput,
  type LoginRequest,
  type StudentResponse,
} from '@markwise/contract';
import * as db from '@markwise/db';
import { users } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { isCommonPassword } from '../../src/common/auth/password-policy.js';
import { login, tokenOf } from '../support/auth-helpers.js';
import { createInstitution, createUser, TEST_PASSWORD } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TEST_DATABASE_KIND } from '../support/test-database.js';

// The real argon2id, watched: which hashes are verified, and whether anything long was hashed.
vi.mock('@markwise/db', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@markwise/db')>();
  return {
    ...actual,
    hashPassword: vi.fn(actual.hashPassword),
    verifyPassword: vi.fn(actual.verifyPassword),
  };
});
const hashPassword = vi.mocked(db.hashPassword);
const verifyPassword = vi.mocked(db.verifyPassword);

/** `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` → its parameters. */
function argon2Parameters(encoded: string) {
  const match = /^\$(argon2id)\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(encoded);
  if (!match) throw new Error(`not an argon2 hash: ${encoded.slice(0, 20)}`);
  return {
    algorithm: match[1],
    version: Number(match[2]),
    memoryKiB: Number(match[3]),
    passes: Number(match[4]),
    lanes: Number(match[5]),
  };
}

describe(`passwords and login responses on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let institutionId: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    institutionId = (await createInstitution(t.database)).id;
    const admin = await createUser(t.database, { institutionId, role: 'ADMIN' });
    adminToken = await tokenOf(t, admin);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    hashPassword.mockClear();
    verifyPassword.mockClear();
  });

  const tryLogin = (body: LoginRequest) => t.request().post('/api/auth/login').send(body);
  const createStudent = async (password: string) => {
    const body: CreateStudentInput = {
      firstName: 'Kavya',
      lastName: 'Iyer',
      email: `kavya-${randomUUID()}@example.test`,
      class: 'Grade 11A',
      password,
    };
    return await t.as(adminToken).post('/api/students').send(body);
  };
  async function changePassword(newPassword: string) {
    const user = await createUser(t.database, { institutionId });
    const { token } = await login(t, user.email);
    const body: ChangePasswordRequest = { currentPassword: TEST_PASSWORD, newPassword };
    return await t.as(token).put('/api/user/password').send(body);
  }
  /** Both places a password is set (seeds excepted), with their field names and success status. */
  const setters = [
    { where: 'password change', field: 'newPassword', set: changePassword, ok: 200 },
    { where: 'student created by an admin', field: 'password', set: createStudent, ok: 201 },
  ] as const;

  describe('unknown email and wrong password', () => {
    it('get the same status and body', async () => {
      const user = await createUser(t.database, { institutionId });
      const wrong = await tryLogin({ email: user.email, password: 'not-the-password' });
      const unknown = await tryLogin({ email: `nobody-${randomUUID()}@x.test`, password: 'x' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.headers['content-length']).toBe(wrong.headers['content-length']);
    });

    // The same work, counted rather than timed: one argon2id verification of the same cost either
    // way, so an unknown email answers as slowly as a wrong password (a stopwatch on a shared CI
    // machine could only check this within a factor of four).
    it('take the same path: an unknown email still verifies an argon2id hash of the same cost', async () => {
      const user = await createUser(t.database, { institutionId });
      await tryLogin({ email: user.email, password: 'not-the-password' }).expect(401);
      expect(verifyPassword).toHaveBeenCalledTimes(1);
      const real = verifyPassword.mock.calls[0]![0];

      verifyPassword.mockClear();
      await tryLogin({ email: `nobody-${randomUUID()}@x.test`, password: 'x' }).expect(401);
      expect(verifyPassword).toHaveBeenCalledTimes(1);
      const decoy = verifyPassword.mock.calls[0]![0];
      expect(decoy).not.toBe(real);
      expect(argon2Parameters(decoy)).toEqual(argon2Parameters(real));
    });
  });

  describe.each(setters)('when a password is set: $where', ({ field, set, ok }) => {
    const messages = passwordMessages(field);

    it('refuses fewer than 8 characters, naming the field', async () => {
      const response = await set('Seven-7');
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body.message)).toContain(messages.tooShort);
    });

    it('accepts a passphrase of 64 characters and more', async () => {
      const sentence = 'correct horse battery staple, then a long walk by the river 2025';
      expect(sentence.length).toBeGreaterThanOrEqual(64);
      expect((await set(sentence)).status).toBe(ok);
      const nearLimit = `${'a long passphrase is fine '.repeat(39)}!`; // 1015 bytes
      expect((await set(nearLimit)).status).toBe(ok);
    });

    it('refuses the most common passwords, whatever their case', async () => {
      for (const common of ['password123', 'Sunshine', 'qwertyuiop', 'Welcome123', '1q2w3e4r']) {
        expect(isCommonPassword(common)).toBe(true);
        const response = await set(common);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(messages.tooCommon);
      }
      expect(hashPassword).not.toHaveBeenCalled();
    });

    it('refuses more than 1 KB before hashing it, in bytes as well as characters', async () => {
      for (const long of ['x'.repeat(PASSWORD_MAX_BYTES + 1), 'क'.repeat(400)]) {
        const response = await set(long);
        expect(response.status).toBe(400);
        expect(JSON.stringify(response.body.message)).toContain(messages.tooLong);
      }
      expect(hashPassword).not.toHaveBeenCalled();
    });
  });

  it('login refuses a password over 1 KB without verifying it', async () => {
    const user = await createUser(t.database, { institutionId });
    await tryLogin({ email: user.email, password: 'x'.repeat(100_000) }).expect(400);
    await tryLogin({ email: user.email, password: 'x'.repeat(PASSWORD_MAX_BYTES + 1) }).expect(400);
    expect(verifyPassword).not.toHaveBeenCalled();
  });

  it('stores argon2id at or above OWASP’s minimum (19 MiB, t=2, p=1)', async () => {
    const response = await createStudent('an uncommon passphrase 42');
    expect(response.status).toBe(201);
    const created = response.body as StudentResponse;
    const [row] = await t.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, created.data.id));
    const stored = argon2Parameters(row!.passwordHash);
    expect(stored.algorithm).toBe('argon2id');
    expect(stored.version).toBe(19);
    expect(stored.memoryKiB).toBeGreaterThanOrEqual(19 * 1024);
    expect(stored.passes).toBeGreaterThanOrEqual(2);
    expect(stored.lanes).toBeGreaterThanOrEqual(1);
  });
});
