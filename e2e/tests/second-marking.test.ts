import { describe, expect, it } from 'vitest';
import { apiGet, examLevels } from '../support/api.js';
import { DESKTOP, newPage, PHONE, signInHome, useBrowser } from '../support/browser.js';
import { captureBothModes } from '../support/screens.js';

/** Only the fields this test reads from the API's answer. */
type Statistics = {
  data: { questions: { number: number; marks: number; n: number; mean: number | null }[] };
};

describe('second marking and moderation', () => {
  const browser = useBrowser();

  it('a teacher second-marks a blind sample, and a disagreement is decided on the moderation list', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signInHome(page, 'ADMIN');
    const get = <T>(path: string) => apiGet<T>(page, path);
    // A question with enough marked answers, most of them above 1 mark: marked 0 blind, some
    // of its sample are sure to be more than a mark apart from their first mark.
    let found: { levelId: string; number: number; marks: number } | undefined;
    for await (const { levelId } of examLevels(get)) {
      const statistics = await get<Statistics>(`/levels/${levelId}/statistics`);
      const question = statistics.data.questions.find(
        (each) => each.n >= 8 && each.marks >= 3 && (each.mean ?? 0) >= 2,
      );
      if (question) {
        found = { levelId, number: question.number, marks: question.marks };
        break;
      }
    }
    if (!found) throw new Error('the seed has no question with eight answers averaging 2 marks');
    const { levelId, number, marks } = found;

    await page.goto(`/exams/journey/reports/${levelId}/desk?view=second`);
    await page.getByRole('button', { name: 'Assign a sample' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign a sample' });
    // The teacher samples for themself: the machine marked these answers first.
    await dialog.getByRole('combobox', { name: 'Second marker' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: 'Percentage of marked answers' }).fill('25');
    await dialog.getByRole('combobox', { name: 'Question' }).click();
    await page.getByRole('option', { name: `Question ${number}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await page.getByText(/^Assigned \d+ answers? to /).waitFor();

    // Blind: each answer of the sample alone, marked 0.
    const cards = page.getByRole('article', {
      name: `Answer to second-mark on question ${number}`,
    });
    await cards.first().waitFor();
    const sampled = await cards.count();
    expect(sampled).toBeGreaterThanOrEqual(2);
    await captureBothModes(page, 'second-marking-sample', 'desktop');
    const unmarked = cards.filter({ has: page.getByRole('button', { name: 'Save mark' }) });
    for (let left = sampled; left > 0; left--) {
      const card = unmarked.first();
      await card.getByRole('textbox', { name: `Your mark (of ${marks})` }).fill('0');
      await card.getByRole('button', { name: 'Save mark' }).click();
      await expect.poll(() => unmarked.count()).toBe(left - 1);
    }
    expect(await page.getByText(`Your mark: 0/${marks}`).count()).toBe(sampled);

    // The moderation list: the answers more than a mark apart, each decided.
    const disagreements = page.getByRole('article', { name: `Disagreement on question ${number}` });
    await disagreements.first().waitFor();
    const before = await disagreements.count();
    await captureBothModes(page, 'moderation', 'desktop');
    const first = disagreements.first();
    await first.getByRole('textbox', { name: `Mark that stands (of ${marks})` }).fill('2');
    await first.getByRole('textbox', { name: 'Why this mark?' }).fill('Agreed at moderation.');
    await first.getByRole('button', { name: 'Decide' }).click();
    await expect.poll(() => disagreements.count()).toBe(before - 1);
    await context.close();

    // On a phone the view fits the screen.
    const phone = await newPage(browser(), PHONE);
    await signInHome(phone.page, 'ADMIN');
    await phone.page.goto(`/exams/journey/reports/${levelId}/desk?view=second`);
    await phone.page.getByRole('heading', { name: 'Moderation' }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await captureBothModes(phone.page, 'second-marking', 'phone');
    await phone.context.close();
  });
});
