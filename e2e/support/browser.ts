import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const artifactsDir = new URL('../.artifacts/', import.meta.url).pathname;

/** Debian's Chromium, driven by playwright-core (which downloads no browser of its own). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
}

/** One Chromium for the tests of a describe block, closed after the block's own afterAll hooks. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll');
    return browser;
  };
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
/** The sizes screens are checked at, named as their screenshots are. */
export const SIZES = [
  { name: 'desktop', size: DESKTOP },
  { name: 'phone', size: PHONE },
] as const;

/** A page of its own context; on the shared demo app unless another app's `baseURL` is given. */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  baseURL = inject('baseUrl'),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  return { context, page };
}

export function demoLogin(role: 'ADMIN' | 'STUDENT') {
  const login = inject('demoLogins').find((candidate) => candidate.role === role);
  if (!login) throw new Error(`the app printed no ${role} demo login`);
  return login;
}

export async function signIn(page: Page, role: 'ADMIN' | 'STUDENT') {
  const { email, password } = demoLogin(role);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Where each role lands once signed in. */
const HOME = { ADMIN: '**/exams', STUDENT: '**/student-portal' } as const;

/** Signs in as the demo user of `role` and waits for their home screen. */
export async function signInHome(page: Page, role: 'ADMIN' | 'STUDENT') {
  await signIn(page, role);
  await page.waitForURL(HOME[role]);
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: `${artifactsDir}${name}.png`, fullPage: true });
}

export const storageValue = (page: Page, key: string) =>
  page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
