import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ChangePasswordRequest,
  PasswordChangedResponse,
  PreferencesResponse,
  ProfileResponse,
} from '@markwise/contract';
import { AVATAR_MAX_BYTES, DEFAULT_PREFERENCES } from '@markwise/contract';
import { users } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { login } from './support/auth-helpers.js';
import { createInstitution, createUser, TEST_PASSWORD } from './support/factories.js';
import { samePixels, tinyPng } from './support/images.js';
import { useTestApp } from './support/use-test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { errorBody } from './support/request-checks.js';

describe(`profile, password and preferences on ${TEST_DATABASE_KIND}`, () => {
  const t = useTestApp();
  let institutionId: string;
  beforeAll(async () => {
    institutionId = (await createInstitution(t.database)).id;
  });

  const session = async (role: 'STUDENT' | 'ADMIN' = 'STUDENT') =>
    login(t, (await createUser(t.database, { institutionId, role })).email);
  const patchProfile = (token: string) => t.as(token).patch('/api/auth/profile');
  const getProfile = async (token: string) =>
    ((await t.as(token).get('/api/auth/profile').expect(200)).body as ProfileResponse).data;

  describe('PATCH /api/auth/profile', () => {
    it('changes only the non-empty fields', async () => {
      const { token, data: before } = await session('ADMIN');
      const response = await patchProfile(token)
        .field('firstName', 'Kavya')
        .field('lastName', '')
        .field('school', 'Greenfield')
        .field('gender', 'FEMALE')
        .field('student_class', 'Grade 11A')
        .expect(200);
      const after = (response.body as ProfileResponse).data;
      expect(after).toMatchObject({
        firstName: 'Kavya',
        lastName: before.lastName,
        school: 'Greenfield',
        gender: 'FEMALE',
        student_class: 'Grade 11A',
        email: before.email,
      });
      expect(await getProfile(token)).toEqual(after);
    });

    it('empties the fields named in clear, and refuses clearing a name or a field also given', async () => {
      const { token } = await session('ADMIN');
      const patch = () => patchProfile(token);
      await patch()
        .field('mobile', '9876543210')
        .field('address', '12 MG Road')
        .field('gender', 'MALE')
        .expect(200);
      const response = await patch().field('clear', 'mobile, gender').expect(200);
      expect((response.body as ProfileResponse).data).toMatchObject({
        address: '12 MG Road',
        mobile: null,
        gender: null,
      });
      for (const [clear, words] of [
        ['firstName', 'clear may name only mobile'],
        ['address', 'also given a value'],
      ] as const) {
        const refused = await patch().field('address', 'New').field('clear', clear).expect(400);
        expect(JSON.stringify(refused.body)).toContain(words);
      }
      expect(await getProfile(token)).toMatchObject({ address: '12 MG Road', mobile: null });
    });

    it('refuses a student changing their school or class (403 naming them), and changes nothing', async () => {
      const { token, data: before } = await session();
      const refused = await patchProfile(token)
        .field('firstName', 'Changed')
        .field('school', 'Another School')
        .field('student_class', 'Grade 12Z')
        .attach('avatar', tinyPng(), 'me.png')
        .expect(403);
      expect(JSON.stringify(refused.body.message)).toMatch(
        /school, student_class: a student cannot change this/,
      );
      const json = await patchProfile(token).send({ student_class: 'Grade 12Z' }).expect(403);
      expect(JSON.stringify(json.body.message)).toMatch(/student_class/);
      // The roll number is not a profile field at all.
      await patchProfile(token).send({ rollNo: 'R-1' }).expect(400);
      expect(await getProfile(token)).toEqual(before);

      // The settings form sends the stored values back with a change elsewhere: accepted.
      const saved = await patchProfile(token)
        .field('firstName', 'Kavya')
        .field('school', before.school ?? '')
        .field('student_class', before.student_class ?? '')
        .expect(200);
      expect((saved.body as ProfileResponse).data).toMatchObject({
        firstName: 'Kavya',
        school: before.school,
        student_class: before.student_class,
      });
      // A student cannot empty them either, when they hold a value.
      await t.database.db
        .update(users)
        .set({ school: 'Greenfield' })
        .where(eq(users.email, before.email));
      const cleared = await patchProfile(token).field('clear', 'school').expect(403);
      expect(JSON.stringify(cleared.body.message)).toMatch(/school: a student cannot change this/);
    });

    it('refuses to change the email, the role or an unknown field, and changes nothing', async () => {
      const { token, data: before } = await session();
      const email = await patchProfile(token)
        .field('firstName', 'Changed')
        .field('email', 'new@example.test')
        .expect(400);
      expect(JSON.stringify(email.body.message)).toMatch(/Email cannot be changed\./);
      await patchProfile(token).field('role', 'ADMIN').expect(400);
      await patchProfile(token).field('gender', 'X').expect(400);
      expect(await getProfile(token)).toEqual(before);
    });

    it('stores an avatar checked by its content and serves it', async () => {
      const { token } = await session();
      const response = await patchProfile(token)
        .attach('avatar', tinyPng(), { filename: 'me.txt', contentType: 'text/plain' })
        .expect(200);
      const { photoUrl } = (response.body as ProfileResponse).data;
      expect(photoUrl).toMatch(/^\/api\/uploads\/avatars\/[\w-]+\.png$/);
      const image = await t.request().get(photoUrl!).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(await samePixels(image.body as Buffer, tinyPng())).toBe(true);
    });

    it('refuses an avatar that is not an image, or too large, and changes nothing', async () => {
      const { token, data: before } = await session();
      const notImage = await patchProfile(token)
        .field('firstName', 'Changed')
        .attach('avatar', Buffer.from('<script>alert(1)</script>'), {
          filename: 'a.png',
          contentType: 'image/png',
        })
        .expect(400);
      expect(notImage.body.message).toBe('avatar must be an image of type JPEG, PNG, WEBP');
      const huge = Buffer.concat([tinyPng(), Buffer.alloc(AVATAR_MAX_BYTES)]);
      const tooLarge = await patchProfile(token)
        .attach('avatar', huge, { filename: 'big.png', contentType: 'image/png' })
        .expect(413);
      expect(tooLarge.body).toEqual(errorBody(413, 'avatar is too large'));
      expect(await getProfile(token)).toEqual(before);
    });
  });

  describe('PUT /api/user/password', () => {
    const change = (token: string, body: ChangePasswordRequest) =>
      t.as(token).put('/api/user/password').send(body);

    it('refuses a wrong current password and keeps the old one', async () => {
      const user = await createUser(t.database, { institutionId });
      const { token } = await login(t, user.email);
      const response = await change(token, {
        currentPassword: 'wrong-one',
        newPassword: 'Brand-New-Pass-1',
      }).expect(400);
      expect(response.body.message).toBe('Current password is incorrect');
      await login(t, user.email, TEST_PASSWORD);
    });

    it('refuses a short new password, naming the field', async () => {
      const { token } = await session();
      const response = await change(token, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'short',
      }).expect(400);
      expect(JSON.stringify(response.body.message)).toMatch(/newPassword/);
    });

    it('changes the password and ends every other session', async () => {
      const user = await createUser(t.database, { institutionId });
      const other = await login(t, user.email);
      const here = await login(t, user.email);
      const response = await change(here.token, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Brand-New-Pass-1',
      }).expect(200);
      const changed = response.body as PasswordChangedResponse;
      expect(changed.message).toBe('Password updated successfully!');
      await t.as(other.token).get('/api/auth/profile').expect(401);
      await t
        .request()
        .post('/api/auth/refresh')
        .send({ refreshToken: other.refreshToken })
        .expect(401);
      await t.as(changed.token).get('/api/auth/profile').expect(200);
      await t
        .request()
        .post('/api/auth/login')
        .send({ email: user.email, password: TEST_PASSWORD })
        .expect(401);
      await login(t, user.email, 'Brand-New-Pass-1');
    });
  });

  describe('PUT /api/user/preferences', () => {
    it('starts from the defaults and merges changes', async () => {
      const { token, data } = await session();
      expect(data.preferences).toEqual(DEFAULT_PREFERENCES);
      const response = await t
        .as(token)
        .put('/api/user/preferences')
        .send({ theme: 'dark', evaluationReminders: true })
        .expect(200);
      const body = response.body as PreferencesResponse;
      expect(body.message).toBe('Preferences updated successfully!');
      expect(body.data).toEqual({
        ...DEFAULT_PREFERENCES,
        theme: 'dark',
        evaluationReminders: true,
      });
      expect((await getProfile(token)).preferences).toEqual(body.data);
    });

    it('refuses a wrong type', async () => {
      const { token } = await session();
      const response = await t
        .as(token)
        .put('/api/user/preferences')
        .send({ theme: 7 })
        .expect(400);
      expect(JSON.stringify(response.body.message)).toMatch(/theme/);
    });
  });
});
