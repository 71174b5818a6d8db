import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoLogin, storageValue } from './browser.js';

/** GET through the API with the token the signed-in page stored, as the screens send it. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = JSON.parse((await storageValue(page, 'auth_token')) ?? 'null') as string;
  const response = await page.request.get(`/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** A bearer token for a demo login, straight from POST /auth/login (no browser involved). */
export async function loginToken(request: APIRequestContext, role: 'ADMIN' | 'STUDENT') {
  const { email, password } = demoLogin(role);
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
