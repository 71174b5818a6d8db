import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, examLevels, openLevel } from '../support/api.js';
import { DESKTOP, newPage, PHONE, signInHome, useBrowser } from '../support/browser.js';
import {
  chooseLanguage,
  expectScriptFontsLoaded,
  tr,
  untranslatedTexts,
  type Language,
} from '../support/languages.js';
import { captureBothModes } from '../support/screens.js';

type Reviews = { data: { suggestedMarks: number | null }[] };

/** Nothing of the interface left in English, every script's face loaded, at both sizes. */
async function checkScreen(page: Page, language: Language, name: string) {
  expect(await untranslatedTexts(page, language)).toEqual([]);
  await expectScriptFontsLoaded(page);
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await captureBothModes(page, `${name}-${language}`, size);
    expect(await untranslatedTexts(page, language)).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

describe('the interface in Indian languages', () => {
  const browser = useBrowser();

  for (const language of ['hi', 'ta'] as const) {
    it(`a student sits an exam in ${language === 'hi' ? 'Hindi' : 'Tamil'}`, async () => {
      const { context, page } = await newPage(browser(), DESKTOP);
      await signInHome(page, 'STUDENT');
      await chooseLanguage(page, language);
      await page.getByRole('heading', { name: tr(language, 'Dashboard') }).waitFor();
      await checkScreen(page, language, 'student-dashboard');

      await page.getByRole('tab', { name: tr(language, 'Exams') }).click();
      await page.waitForURL('**/student-portal/exams');
      const level = await openLevel(page, 1);
      const card = page.getByRole('article', { name: level.title }).first();
      await card.waitFor();
      await checkScreen(page, language, 'student-exams');

      const start = new RegExp(`^(${tr(language, 'Start exam')}|${tr(language, 'Resume exam')})$`);
      await card.getByRole('button', { name: start }).click();
      await page.waitForURL('**/student-portal/attempts/*');
      // An answer in the student's own script, saved as they type.
      const answer =
        language === 'hi'
          ? 'प्रकाश संश्लेषण में पौधे भोजन बनाते हैं।'
          : 'ஒளிச்சேர்க்கையில் தாவரங்கள் உணவு தயாரிக்கின்றன.';
      await page
        .getByRole('textbox', {
          name: tr(language, 'Answer to question {{number}}', { number: 1 }),
        })
        .fill(answer);
      await page.getByText(tr(language, 'Saved'), { exact: true }).first().waitFor();
      await checkScreen(page, language, 'student-attempt');

      await page.getByRole('button', { name: tr(language, 'Review answers') }).click();
      await page.getByRole('button', { name: tr(language, 'Submit exam') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: tr(language, 'Cancel') }).waitFor();
      expect(await untranslatedTexts(page, language)).toEqual([]);
      await dialog.getByRole('button', { name: tr(language, 'Cancel') }).click();
      await context.close();
    });
  }

  it('a teacher walks the marking desk in Hindi', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signInHome(page, 'ADMIN');
    const get = <T>(path: string) => apiGet<T>(page, path);
    let levelId: string | undefined;
    let total = 0;
    for await (const level of examLevels(get)) {
      const reviews = await get<Reviews>(`/levels/${level.levelId}/reviews?page=1&limit=100`);
      if (reviews.data.length >= 2) {
        levelId = level.levelId;
        total = reviews.data.length;
        break;
      }
    }
    if (!levelId) throw new Error('the seed has no level with answers waiting for review');
    await chooseLanguage(page, 'hi');

    await page.goto(`/exams/journey/reports/${levelId}`);
    await page.getByRole('link', { name: tr('hi', 'Marking Desk') }).click();
    await page
      .getByText(tr('hi', 'Answer {{position}} of {{total}}', { position: 1, total }))
      .waitFor();
    await checkScreen(page, 'hi', 'marking-desk');
    await page.keyboard.press('j');
    await page
      .getByText(tr('hi', 'Answer {{position}} of {{total}}', { position: 2, total }))
      .waitFor();
    expect(await untranslatedTexts(page, 'hi')).toEqual([]);
    await context.close();
  });
});
