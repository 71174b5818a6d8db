import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, examLevels } from '../support/api.js';
import { newPage, screenshot, signInHome, SIZES, useBrowser } from '../support/browser.js';

/** Only the fields this test reads from the API's answers. */
type LevelUsers = {
  data: {
    level: { title: string; paper: { title: string; qpCode: string } | null };
    users: { email: string; level_progress: { status: string } }[];
    totalAttempted: number;
  };
};

/** The browser's own today and the Monday of its week, as yyyy-MM-dd (the screen's This week). */
const browserWeek = (page: Page) =>
  page.evaluate(() => {
    const iso = (date: Date) => {
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    };
    const today = new Date();
    const monday = new Date(today);
    monday.setDate(today.getDate() - ((today.getDay() + 6) % 7));
    return { from: iso(monday), to: iso(today) };
  });

/** An exam level with an evaluated attempt this week (the seed places its attempts today). */
async function findLevel(page: Page, week: { from: string; to: string }) {
  const get = <T>(path: string) => apiGet<T>(page, path);
  for await (const { levelId } of examLevels(get)) {
    const evaluated = await get<LevelUsers>(
      `/user-journeys/level/${levelId}/users?page=1&limit=100&from=${week.from}&to=${week.to}&status=evaluated`,
    );
    if (evaluated.data.totalAttempted > 0) return { levelId, evaluated };
  }
  throw new Error('the seed has no exam level with an evaluated attempt this week');
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

describe('level reports over a range: filters, export, print', () => {
  const browser = useBrowser();

  for (const { name, size } of SIZES) {
    it(`picks This week and a status, exports CSV and XLSX, prints (${name})`, async () => {
      const { context, page } = await newPage(browser(), size);
      await signInHome(page, 'ADMIN');
      const week = await browserWeek(page);
      const { levelId, evaluated } = await findLevel(page, week);

      await page.goto(`/exams/journey/reports/${levelId}`);
      await page.getByRole('heading', { name: 'Level Reports' }).waitFor();
      const level = evaluated.data.level;
      await page.getByText(level.title, { exact: true }).first().waitFor();
      if (level.paper) await page.getByText(`(${level.paper.qpCode})`, { exact: false }).waitFor();
      // Opened directly: 'Back to Journey' is a link to the level's journey, not history.
      expect(
        await page.getByRole('link', { name: 'Back to Journey' }).getAttribute('href'),
      ).toMatch(/^\/exams\/[^/]+\/subjects\/[^/]+\/journey$/);

      // This week, then the Evaluated status: one request with both.
      const weekRequest = page.waitForRequest(
        (request) =>
          request.url().includes('/users?') && request.url().includes(`from=${week.from}`),
      );
      await page.getByText('This week', { exact: true }).click();
      await weekRequest;
      const statusRequest = page.waitForResponse(
        (response) =>
          response.url().includes('/users?') && response.url().includes('status=evaluated'),
      );
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Evaluated', exact: true }).click();
      const answer = (await (await statusRequest).json()) as LevelUsers;
      expect(answer.data.totalAttempted).toBe(evaluated.data.totalAttempted);
      await page.getByText(`Total Attempts: ${evaluated.data.totalAttempted}`).waitFor();

      // CSV: the rows the filters match, one line each after the header.
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/\.csv$/);
      const text = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '');
      const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
      expect(lines[0]).toMatch(/^Student Name,Email,Class,Status,Attempts/);
      expect(lines).toHaveLength(evaluated.data.totalAttempted + 1);
      for (const user of evaluated.data.users) expect(text).toContain(user.email);
      expect(lines.slice(1).every((line) => line.includes(',Evaluated,'))).toBe(true);

      // XLSX: a workbook (a zip) under the same name.
      const [xlsx] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export XLSX' }).click(),
      ]);
      expect(xlsx.suggestedFilename()).toBe(csv.suggestedFilename().replace(/\.csv$/, '.xlsx'));
      const workbook = await readFile((await xlsx.path())!);
      expect(workbook.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(workbook.length).toBeGreaterThan(1000);

      // Print: the table (or cards) alone, without the app's chrome, filters or buttons.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('heading', { name: 'Level Reports' }).isVisible()).toBe(true);
      expect(await page.getByText(evaluated.data.users[0]!.email).first().isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Export CSV' }).isVisible()).toBe(false);
      expect(await page.getByRole('combobox', { name: 'Status' }).isVisible()).toBe(false);
      expect(await page.getByRole('banner').isVisible()).toBe(false);
      await screenshot(page, `level-reports-range-print-${name}`);
      await page.emulateMedia({ media: 'screen' });

      for (const mode of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: mode });
        await settle(page);
        await screenshot(page, `level-reports-range-${name}-${mode}`);
        await expectNoSeriousA11yViolations(page);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await context.close();
    });
  }
});
