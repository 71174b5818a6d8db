import type { LoginRequest, LoginResponse } from '@markwise/contract';
import type { TestApp } from './test-app.js';
import { createUser, TEST_PASSWORD } from './factories.js';

export async function login(
  t: TestApp,
  email: string,
  password = TEST_PASSWORD,
): Promise<LoginResponse> {
  const body: LoginRequest = { email, password };
  const response = await t.request().post('/api/auth/login').send(body).expect(200);
  return response.body as LoginResponse;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The access token of the user, logged in with the test password. */
export async function tokenOf(t: TestApp, user: { email: string }) {
  return (await login(t, user.email)).token;
}

/** The access token of a new admin of the institution. */
export async function adminTokenOf(t: TestApp, institutionId: string) {
  return tokenOf(t, await createUser(t.database, { institutionId, role: 'ADMIN' }));
}
