import type { LoginRequest, LoginResponse } from '@markwise/contract';
import type { TestApp } from './test-app.js';
import { TEST_PASSWORD } from './factories.js';

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
