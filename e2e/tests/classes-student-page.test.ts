import { afterAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../support/api.js';
import { DESKTOP, newPage, PHONE, signInHome, useBrowser } from '../support/browser.js';
import { captureBothModes } from '../support/screens.js';

describe('classes and a student’s page', () => {
  const browser = useBrowser();
  const stamp = Date.now();
  const className = `Year 9 ${stamp}`;
  const email = `e2e.student.${stamp}@example.test`;
  /** What the test made, deleted afterwards so other files see the seed as it was. */
  const made: { studentId?: string } = {};

  afterAll(() =>
    asAdmin(browser(), async (request, headers) => {
      if (made.studentId) await request.delete(`/api/students/${made.studentId}`, { headers });
      const classes = (await (await request.get('/api/classes', { headers })).json()) as {
        data: { id: string; name: string }[];
      };
      const mine = classes.data.find((row) => row.name === className);
      if (mine) await request.delete(`/api/classes/${mine.id}`, { headers });
    }),
  );

  it(
    'an admin adds a class and a student in it, resets their password, and the student signs in',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await newPage(browser(), DESKTOP);
      await signInHome(page, 'ADMIN');
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
      const phone = await newPage(browser(), PHONE);
      await signInHome(phone.page, 'ADMIN');
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
      const student = await newPage(browser(), DESKTOP);
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
