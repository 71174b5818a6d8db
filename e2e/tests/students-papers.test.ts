import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, signInHome, useBrowser } from '../support/browser.js';
import { checkA11y } from '../support/screens.js';

async function chooseOption(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function setScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate((value) => window.localStorage.setItem('ui-forge-theme', value), scheme);
  await page.reload();
}

async function expectToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).waitFor();
}

/** The footer's 'Showing X to Y of Z results'. */
const showing = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ results$/);

async function openStudents(page: Page, viewport: typeof DESKTOP) {
  await signInHome(page, 'ADMIN');
  if (viewport.width < 768) {
    await page.getByRole('button', { name: /navigation/i }).click();
  }
  await page.getByRole('link', { name: 'Students' }).click();
  await page.waitForURL('**/students');
  await showing(page).waitFor();
}

/** The students screen checked and shot in light, then in dark (the stored theme, reloaded). */
async function checkBothSchemes(page: Page, size: string) {
  await checkA11y(page);
  await screenshot(page, `students-${size}-light`);
  await setScheme(page, 'dark');
  await showing(page).waitFor();
  await checkA11y(page);
  await screenshot(page, `students-${size}-dark`);
}

describe('students and question papers', () => {
  const browser = useBrowser();

  it('searches, filters by class and pages the students on the server', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await openStudents(page, DESKTOP);
    const rows = page.locator('tbody tr');
    expect(await showing(page).textContent()).toMatch(/^Showing 1 to 10 of \d+ results$/);
    expect(await rows.count()).toBe(10);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByText(/^Showing 11 to 20 of \d+ results$/).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current'))
      .toBe('page');

    // A class resets to page 1 and every row is of that class.
    await chooseOption(page, 'Filter by class', 'Grade 10B');
    await page.getByText(/^Showing 1 to \d+ of \d+ results$/).waitFor();
    await expect
      .poll(async () => new Set(await rows.locator('td:nth-child(3)').allTextContents()))
      .toEqual(new Set(['Grade 10B']));
    await chooseOption(page, 'Filter by class', 'All Classes');

    await page.getByRole('searchbox', { name: 'Search students' }).fill('apte');
    await expect
      .poll(async () => (await rows.locator('td:nth-child(1)').allTextContents()).length)
      .toBeLessThan(10);
    const names = await rows.locator('td:nth-child(1)').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('apte');

    await page.getByRole('searchbox', { name: 'Search students' }).fill('no-such-student-xyz');
    await page.getByText('No students found').waitFor();
    await page.getByRole('searchbox', { name: 'Search students' }).fill('');
    await page.getByText(/^Showing 1 to 10 of \d+ results$/).waitFor();

    await checkBothSchemes(page, 'desktop');
    await context.close();
  });

  it('creates, edits, deactivates and deletes a student, each with its success toast', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await openStudents(page, DESKTOP);
    const email = `e2e.${Date.now()}@example.test`;

    await page.getByRole('button', { name: 'Add Student' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: 'Add Student' }).click();
    await form.getByText('First name is required').waitFor();
    await form.getByLabel('First name').fill('Eeshan');
    await form.getByLabel('Last name').fill('Testwala');
    await form.getByLabel('Email').fill(email);
    await chooseOption(page, 'Class', 'Grade 11A');
    await form.getByLabel('Roll number').fill('11A-99');
    await form.getByLabel(/^Password/).fill('Start-Here-2024');
    await page.waitForTimeout(300);
    await checkA11y(page);
    await screenshot(page, 'student-form-desktop-light');
    await form.getByRole('button', { name: 'Add Student' }).click();
    await expectToast(page, 'Student created successfully!');

    const search = page.getByRole('searchbox', { name: 'Search students' });
    await search.fill(email);
    const row = page.locator('tbody tr', { hasText: email });
    await row.waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);

    await page.getByRole('button', { name: 'Edit Eeshan Testwala' }).click();
    await page.getByRole('dialog').getByLabel('Roll number').fill('11A-42');
    await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Student updated successfully!');
    await row.getByText('11A-42').waitFor();

    const active = page.getByRole('switch', { name: 'Active: Eeshan Testwala' });
    expect(await active.isChecked()).toBe(true);
    // By keyboard, as a user without a mouse would; the switch follows the server's answer.
    await active.focus();
    await page.keyboard.press('Space');
    await expectToast(page, 'Student status updated successfully!');
    await expect.poll(() => active.isChecked()).toBe(false);

    await page.getByRole('button', { name: 'View Eeshan Testwala' }).click();
    await page.getByRole('dialog').getByText('Inactive').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete Eeshan Testwala' }).click();
    await page.getByRole('dialog').getByText('Delete student?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Student deleted successfully!');
    await page.getByText('No students found').waitFor();
    await context.close();
  });

  it('shows students as cards on a phone', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await openStudents(page, PHONE);
    expect(await page.locator('table').count()).toBe(0);
    expect(await page.locator('main li').count()).toBe(10);
    await checkBothSchemes(page, 'phone');
    // A card's actions are one thumb-sized button and a menu, not five 28 px icons in a row.
    const actions = page.getByRole('button', { name: /^Actions for / }).first();
    const box = await actions.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await actions.click();
    await page.getByRole('menuitem', { name: 'Erase personal data' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'students-actions-menu-phone');
    await context.close();
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`searches, filters by year and opens a question paper (${label})`, async () => {
      const { context, page } = await newPage(browser(), viewport);
      await signInHome(page, 'ADMIN');
      await page.goto('/question-papers');
      const cards = page.locator('article');
      await cards.first().waitFor();
      const all = await cards.count();
      expect(all).toBeGreaterThan(1);
      await checkA11y(page);
      await screenshot(page, `question-papers-${label}-light`);

      await page.getByRole('searchbox', { name: 'Search question papers' }).fill('Electricity');
      await expect.poll(() => cards.count()).toBe(1);
      await page.getByRole('searchbox', { name: 'Search question papers' }).fill('');
      await expect.poll(() => cards.count()).toBe(all);

      await chooseOption(page, 'Filter by year', '2023');
      await expect.poll(() => cards.count()).toBeLessThan(all);
      for (const year of await cards.getByText(/^\d{4}$/).allTextContents()) {
        expect(year).toBe('2023');
      }
      await chooseOption(page, 'Filter by year', String(new Date().getFullYear() - 9));
      await page.getByText('No question papers found').waitFor();
      await chooseOption(page, 'Filter by year', 'All Years');
      await expect.poll(() => cards.count()).toBe(all);

      await page.getByRole('button', { name: /^View Paper: Electricity/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Question 1', { exact: true }).waitFor();
      await dialog.getByText('Model answer').first().waitFor();
      await page.waitForTimeout(400);
      await checkA11y(page);
      await screenshot(page, `question-paper-detail-${label}-light`);
      await page.keyboard.press('Escape');

      await setScheme(page, 'dark');
      await cards.first().waitFor();
      await checkA11y(page);
      await screenshot(page, `question-papers-${label}-dark`);
      await context.close();
    });
  }

  it('shows a visitor without a login the public past papers, and how to see more', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/question-papers');
    await page.getByText('Showing public past papers').waitFor();
    // The demo publishes its 2023 papers as past papers; the others stay with the school.
    await page.locator('article').first().waitFor();
    for (const year of await page
      .locator('article')
      .getByText(/^\d{4}$/)
      .allTextContents()) {
      expect(year).toBe('2023');
    }
    await page.getByRole('button', { name: 'Home' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'question-papers-public-phone-light');
    await context.close();
  });
});
