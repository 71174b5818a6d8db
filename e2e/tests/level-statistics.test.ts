import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, examLevels } from '../support/api.js';
import { newPage, signInHome, SIZES, useBrowser } from '../support/browser.js';
import { captureBothModes } from '../support/screens.js';
import { zipEntries } from '../support/zip-entries.js';

/** Only the fields this test reads from the API's answer. */
type LevelStatistics = {
  data: {
    level: { title: string };
    attempts: number;
    questions: { number: number; n: number; marks: number }[];
  };
};

/** The seed's first exam level with marked answers. */
async function findLevel(page: Page) {
  const get = <T>(path: string) => apiGet<T>(page, path);
  for await (const { levelId } of examLevels(get)) {
    const statistics = await get<LevelStatistics>(`/levels/${levelId}/statistics`);
    if (statistics.data.questions.some((question) => question.n > 0)) {
      return { levelId, statistics };
    }
  }
  throw new Error('the seed has no exam level with marked answers');
}

describe('level statistics and gradebook', () => {
  const browser = useBrowser();

  for (const { name, size } of SIZES) {
    it(`shows each question's figures and downloads the gradebook as CSV and XLSX (${name})`, async () => {
      const { context, page } = await newPage(browser(), size);
      await signInHome(page, 'ADMIN');
      const { levelId, statistics } = await findLevel(page);
      const { questions, attempts } = statistics.data;

      await page.goto(`/exams/journey/reports/${levelId}`);
      await page.getByRole('heading', { name: 'Level Reports' }).waitFor();
      await page.getByRole('tab', { name: 'Statistics' }).click();
      for (const question of questions) {
        await page
          .getByRole('region', { name: `Question ${question.number}`, exact: true })
          .waitFor();
      }
      const first = page.getByRole('region', { name: 'Question 1', exact: true });
      expect(await first.getByText('Facility', { exact: true }).isVisible()).toBe(true);
      expect(
        await first.getByRole('img', { name: /^Answers per mark: 0 marks: \d+/ }).count(),
      ).toBe(1);

      // CSV: a header with a column per question, then one line per counted student.
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download gradebook (CSV)' }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/-gradebook\.csv$/);
      const text = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '');
      const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
      const columns = questions.map((question) => `Q${question.number} (${question.marks})`);
      const total = questions.reduce((sum, question) => sum + question.marks, 0);
      expect(lines[0]).toBe(
        [
          'Student Name',
          'Email',
          ...columns,
          `Total (${total})`,
          'Percentage',
          'Status',
          'Released',
        ].join(','),
      );
      expect(lines).toHaveLength(attempts + 1);
      expect(
        lines.slice(1).every((line) => /,(Evaluated|In review),(Yes|Partly|No)$/.test(line)),
      ).toBe(true);

      // XLSX: a workbook under the same name whose sheet holds the same students.
      const [xlsx] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download gradebook (XLSX)' }).click(),
      ]);
      expect(xlsx.suggestedFilename()).toBe(csv.suggestedFilename().replace(/\.csv$/, '.xlsx'));
      const files = zipEntries(await readFile((await xlsx.path())!));
      const sheet = files.get('xl/worksheets/sheet1.xml') ?? '';
      expect(sheet.match(/<row /g)).toHaveLength(attempts + 1);
      const strings = files.get('xl/sharedStrings.xml') ?? '';
      const emails = lines.slice(1).map((line) => line.split(',')[1]!);
      for (const email of emails) expect(strings + sheet).toContain(email);
      // No cell of the workbook is a formula.
      expect(sheet).not.toContain('<f>');

      await captureBothModes(page, 'level-statistics', name);
      await context.close();
    });
  }
});
