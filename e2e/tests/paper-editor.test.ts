import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../support/api.js';
import { DESKTOP, newPage, PHONE, signInHome, useBrowser } from '../support/browser.js';
import { captureBothModes } from '../support/screens.js';

const MODEL_ANSWER = 'Plants turn light, water and carbon dioxide into glucose and oxygen.';
const PUBLISHED = "Published to this institution's students (after they sit its exam)";

async function openPapers(page: Page) {
  await signInHome(page, 'ADMIN');
  await page.goto('/question-papers');
  await page.getByRole('searchbox', { name: 'Search question papers' }).waitFor();
}

/** The font families of which the page has downloaded a face. */
function loadedFonts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replaceAll('"', '')),
  );
}

/** The paper's editor, from its card and its detail dialog. */
async function openEditor(page: Page, title: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search question papers' }).fill(title);
  await page.getByRole('button', { name: `View Paper: ${title}` }).click();
  // The paper's dialog shows teachers the marking guide as saved.
  await page.getByText('Names glucose and oxygen as outputs (2 marks)').waitFor();
  await page.getByRole('button', { name: 'Edit Paper' }).click();
  const editor = page.getByRole('dialog', { name: `Edit ${title}` });
  await editor.getByRole('form', { name: 'Edit question paper' }).waitFor();
  return editor;
}

/** Waits until the field has the focus (a new field takes it once it is on screen). */
async function focused(field: Locator) {
  await expect
    .poll(() => field.evaluate((element) => element === document.activeElement))
    .toBe(true);
}

const question = (dialog: Locator, number: number) =>
  dialog.getByRole('region', { name: `Question ${number}`, exact: true });

describe('paper editor', () => {
  const browser = useBrowser();
  /** The paper the test creates, deleted so that other files see the seeded papers alone. */
  let paperId: string | undefined;
  const title = `Plant Life Test ${Date.now()}`;

  afterAll(async () => {
    if (!paperId) return;
    await asAdmin(browser(), async (request, headers) => {
      const response = await request.delete(`/api/question-papers/${paperId}`, { headers });
      expect(response.status()).toBeLessThan(300);
    });
  });

  it(
    'writes a paper with a rubric and an accepted answer, keeps it, previews it and publishes it',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await newPage(browser(), DESKTOP);
      // The Devanagari and Tamil faces load only for text that needs them: none on the login page.
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      const fontsOnLogin = await loadedFonts(page);
      expect(fontsOnLogin).not.toContain('Noto Sans Devanagari');
      expect(fontsOnLogin).not.toContain('Noto Sans Tamil');
      await openPapers(page);
      await page.getByRole('button', { name: 'New Paper' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Question Paper' });
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('QP code').fill('BIO-10-PL');
      await dialog.getByLabel('Time allowed (minutes)').fill('40');
      await dialog.getByLabel('Pass percentage').fill('50');

      const first = question(dialog, 1);
      await first.getByLabel('Question 1 text (markdown)').fill('Explain **photosynthesis**.');
      await first.getByLabel('Question 1 marks').fill('5');
      await first.getByLabel('Question 1 model answer (markdown)').fill(MODEL_ANSWER);
      // The rubric from the keyboard: the add button, then Enter for the next point.
      await first.getByRole('button', { name: 'Add rubric point to question 1' }).focus();
      await page.keyboard.press('Enter');
      await focused(first.getByLabel('Question 1 rubric point 1', { exact: true }));
      await page.keyboard.type('Names light, water and CO2 as inputs');
      await page.keyboard.press('Tab');
      await page.keyboard.type('3');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await focused(first.getByLabel('Question 1 rubric point 2', { exact: true }));
      await page.keyboard.type('Names glucose and oxygen as outputs');
      await page.keyboard.press('Tab');
      await page.keyboard.type('2');
      await first
        .getByText('Rubric points add up to 5 of 5 marks; they may not add up to more.')
        .waitFor();
      await first.getByPlaceholder('Type an answer, then press Enter').fill('Photosynthesis');
      await page.keyboard.press('Enter');

      // A second question, straight into its text.
      await dialog.getByRole('button', { name: 'Add Question' }).click();
      const second = question(dialog, 2);
      await focused(second.getByLabel('Question 2 text (markdown)'));
      await page.keyboard.type('Define respiration (श्वसन, சுவாசம்).');
      await second.getByLabel('Question 2 marks').fill('3');
      await second.getByRole('combobox', { name: 'Question 2 language' }).click();
      await page.getByRole('option', { name: 'Hindi', exact: true }).click();
      await dialog.getByTestId('max-marks').getByText('Maximum marks: 8').waitFor();
      await captureBothModes(page, 'paper-editor', 'desktop');

      const created = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && response.url().endsWith('/api/question-papers'),
      );
      await dialog.getByRole('button', { name: 'Create Paper' }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      paperId = ((await response.json()) as { data: { _id: string } }).data._id;
      await page.getByText('Question paper created successfully!').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      // Reopened, everything is as it was written.
      let editor = await openEditor(page, title);
      expect(await editor.getByLabel('Pass percentage').inputValue()).toBe('50%');
      const kept = question(editor, 1);
      expect(await kept.getByLabel('Question 1 rubric point 1', { exact: true }).inputValue()).toBe(
        'Names light, water and CO2 as inputs',
      );
      expect(await kept.getByLabel('Question 1 rubric point 2 marks').inputValue()).toBe('2');
      await kept.getByText('Photosynthesis', { exact: true }).waitFor();
      expect(await kept.getByLabel('Question 1 model answer (markdown)').inputValue()).toBe(
        MODEL_ANSWER,
      );
      expect(
        await question(editor, 2)
          .getByRole('combobox', { name: 'Question 2 language' })
          .inputValue(),
      ).toBe('Hindi');

      // The student's view: the questions, no model answer or rubric.
      await editor.getByText('Preview as a student sees it').click();
      const preview = editor.getByRole('region', { name: 'Student preview' });
      await preview.getByRole('heading', { name: 'Question 2' }).waitFor();
      await preview.getByText('photosynthesis').waitFor();
      // Hindi and Tamil render with the shipped Noto faces: this machine has no such fonts.
      await expect
        .poll(() => loadedFonts(page))
        .toEqual(expect.arrayContaining(['Noto Sans Devanagari', 'Noto Sans Tamil']));
      expect(await editor.getByText(MODEL_ANSWER).count()).toBe(0);
      expect(await editor.getByText('Names light, water and CO2 as inputs').count()).toBe(0);
      await captureBothModes(page, 'paper-preview', 'desktop');

      // Publish it to the institution's students.
      await editor.getByText('Edit', { exact: true }).click();
      await editor.getByRole('combobox', { name: 'Who can see it' }).click();
      await page.getByRole('option', { name: PUBLISHED }).click();
      await editor.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Question paper updated successfully!').waitFor();
      await editor.waitFor({ state: 'hidden' });
      await page.keyboard.press('Escape');
      await page
        .locator('article')
        .filter({ hasText: title })
        .getByText('Students', { exact: true })
        .waitFor();
      await context.close();

      // The same editor and preview on a phone.
      const phone = await newPage(browser(), PHONE);
      await openPapers(phone.page);
      editor = await openEditor(phone.page, title);
      await question(editor, 2).waitFor();
      await captureBothModes(phone.page, 'paper-editor', 'phone');
      await editor.getByText('Preview as a student sees it').click();
      await editor.getByRole('region', { name: 'Student preview' }).waitFor();
      await captureBothModes(phone.page, 'paper-preview', 'phone');
      await phone.context.close();
    },
  );
});
