import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './accessibility.js';
import { screenshot } from './browser.js';

/** Toasts close by themselves after 5 s; checks and screenshots are of the screen alone. */
export async function toastsGone(page: Page) {
  await page
    .locator('.mantine-Notification-root')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 });
}

/**
 * The axe check of the screen once its toasts have gone (the login toast is not of the screens
 * under test: its close button has no name and its text fails contrast, reported to the shell).
 */
export async function checkA11y(page: Page) {
  await toastsGone(page);
  await expectNoSeriousA11yViolations(page);
}

/**
 * Light and dark screenshots, `<name>-<size>-<mode>`, and an axe check in each; the pointer is
 * moved off the screen first (a toast stays while it rests on one), and light mode is restored.
 */
export async function captureBothModes(page: Page, name: string, size: string) {
  await page.mouse.move(0, 0);
  await toastsGone(page);
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme))
      .toBe(mode);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `${name}-${size}-${mode}`);
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
