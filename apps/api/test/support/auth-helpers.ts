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

/** The access token of a new admin of the institution. */
export async function adminTokenOf(t: TestApp, institutionId: string) {
  const admin = await createUser(t.database, { institutionId, role: 'ADMIN' });
  return (await login(t, admin.email)).token;
}
