import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { loginToken } from '../support/api.js';
import { launchBrowser, newPage, screenshot, signIn } from '../support/browser.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Toasts close by themselves after 5 s; screenshots and checks are of the screen alone. */
async function waitForToasts(page: Page) {
  await page.mouse.move(0, 0);
  await page
    .locator('.mantine-Notification-root')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 });
}

/** Light and dark screenshots, `<name>-<size>-<mode>`, and an axe check in each. */
async function captureBothModes(page: Page, name: string, size: string) {
  await waitForToasts(page);
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

describe('classes and a student’s page', () => {
  let browser: Browser;
  const stamp = Date.now();
  const className = `Year 9 ${stamp}`;
  const email = `e2e.student.${stamp}@example.test`;
  /** What the test made, deleted afterwards so other files see the seed as it was. */
  const made: { studentId?: string } = {};

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    const { context } = await newPage(browser, DESKTOP);
    const token = await loginToken(context.request, 'ADMIN');
    const headers = { Authorization: `Bearer ${token}` };
    if (made.studentId)
      await context.request.delete(`/api/students/${made.studentId}`, { headers });
    const classes = (await (await context.request.get('/api/classes', { headers })).json()) as {
      data: { id: string; name: string }[];
    };
    const mine = classes.data.find((row) => row.name === className);
    if (mine) await context.request.delete(`/api/classes/${mine.id}`, { headers });
    await context.close();
    await browser.close();
  });

  it(
    'an admin adds a class and a student in it, resets their password, and the student signs in',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await newPage(browser, DESKTOP);
      await signIn(page, 'ADMIN');
      await page.waitForURL('**/exams');
      await page.goto('/students');

      // A new class, from the students screen.
      await page.getByRole('button', { name: 'Manage Classes' }).click();
      const classes = page.getByRole('dialog', { name: 'Manage Classes' });
      await classes.getByRole('list', { name: 'Classes' }).waitFor();
      await classes.getByRole('button', { name: 'Add Class' }).click();
      await classes.getByText('Class name is required').waitFor();
      await classes.getByLabel('New class').fill(className);
      await classes.getByRole('button', { name: 'Add Class' }).click();
      await page.getByText('Class created successfully!').waitFor();
      await classes.getByText(className, { exact: true }).waitFor();
      await captureBothModes(page, 'classes-dialog', 'desktop');
      await classes.getByRole('button', { name: 'Close' }).click();
      await classes.waitFor({ state: 'hidden' });

      // A student in it.
      await page.getByRole('button', { name: 'Add Student' }).click();
      const form = page.getByRole('dialog', { name: 'Add Student' });
      await form.getByLabel('First name').fill('Meera');
      await form.getByLabel('Last name').fill(`Test${stamp}`);
      await form.getByLabel('Email').fill(email);
      await form.getByRole('combobox', { name: 'Class', exact: true }).click();
      await page.getByRole('option', { name: className, exact: true }).click();
      await form.getByLabel(/^Password/).fill('First-Pass-2024');
      await form.getByRole('button', { name: 'Add Student' }).click();
      await page.getByText('Student created successfully!').waitFor();
      await form.waitFor({ state: 'hidden' });

      // The class filter offers the new class and finds the student; their name opens their page.
      await page.getByRole('combobox', { name: 'Filter by class', exact: true }).click();
      await page.getByRole('option', { name: className, exact: true }).click();
      await page.getByRole('link', { name: `Meera Test${stamp}` }).click();
      await page.waitForURL(/\/students\/[0-9a-f-]{36}$/);
      made.studentId = /\/students\/([^/]+)$/.exec(page.url())?.[1];
      await page.getByRole('heading', { name: `Meera Test${stamp}`, level: 1 }).waitFor();
      await page.getByText(className, { exact: true }).waitFor();
      await page.getByText('No attempts yet', { exact: false }).waitFor();
      await captureBothModes(page, 'student-page', 'desktop');

      // Reset the password: confirmed first, then shown once.
      await page.getByRole('button', { name: 'Reset Password' }).click();
      const confirm = page.getByRole('dialog', { name: 'Reset password?' });
      await confirm.getByRole('button', { name: 'Reset Password' }).click();
      const shown = page.getByRole('dialog', { name: 'Temporary password' });
      const temporary = (await shown.getByTestId('temporary-password').textContent()) ?? '';
      expect(temporary).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
      await shown.getByRole('button', { name: 'Copy' }).waitFor();
      await captureBothModes(page, 'student-password-reset', 'desktop');
      await shown.getByRole('button', { name: 'Done' }).click();
      await shown.waitFor({ state: 'hidden' });

      // The page at 390 px.
      const phone = await newPage(browser, PHONE);
      await signIn(phone.page, 'ADMIN');
      await phone.page.waitForURL('**/exams');
      await phone.page.goto(`/students/${made.studentId}`);
      await phone.page.getByRole('heading', { name: `Meera Test${stamp}`, level: 1 }).waitFor();
      await captureBothModes(phone.page, 'student-page', 'phone');
      await phone.page.goto('/students');
      await phone.page.getByRole('button', { name: 'Manage Classes' }).click();
      await phone.page
        .getByRole('dialog', { name: 'Manage Classes' })
        .getByText(className, { exact: true })
        .waitFor();
      await captureBothModes(phone.page, 'classes-dialog', 'phone');
      await phone.context.close();

      // The student signs in with the temporary password.
      const student = await newPage(browser, DESKTOP);
      await student.page.goto('/login');
      await student.page.getByLabel('Email').fill(email);
      await student.page.getByLabel('Password', { exact: true }).fill(temporary);
      await student.page.getByRole('button', { name: 'Sign In' }).click();
      await student.page.waitForURL('**/student-portal');
      await student.context.close();
      await context.close();
    },
  );
});
