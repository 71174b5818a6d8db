import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The app of the enclosing describe block: `boot` runs before its first test and the app closes
 * after its last. The handle reads through to the booted app, so it is used in tests and hooks
 * (reading it before the block's beforeAll has run throws).
 */
export function useTestApp(boot: () => Promise<TestApp> = () => createTestApp()): TestApp {
  let booted: TestApp | undefined;
  beforeAll(async () => {
    booted = await boot();
  });
  afterAll(() => booted?.close());
  const current = () => {
    if (!booted) throw new Error('The test app is read before its beforeAll booted it');
    return booted;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    request: () => current().request(),
    as: (token) => current().as(token),
    listening: (use) => current().listening(use),
    close: () => current().close(),
  };
}
