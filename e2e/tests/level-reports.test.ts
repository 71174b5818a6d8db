import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, examLevels } from '../support/api.js';
import {
  artifactsDir,
  newPage,
  screenshot,
  signInHome,
  SIZES,
  useBrowser,
} from '../support/browser.js';

/** Only the fields this test reads from the API's answers. */
type LevelUsers = {
  data: {
    users: { level_progress: { completion: string; overall_report: unknown } }[];
    totalAttempted: number;
    totalCompleted: number;
  };
};

type Found = { levelId: string; today: string; levelUsers: LevelUsers['data'] };

/** The browser's own today (the screen's default date), as yyyy-MM-dd. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

/**
 * Walks the API as the screens do (courses → subjects → journeys) to an exam level with a
 * completed attempt today: the seed places its sessions on the day it runs.
 */
async function findLevelWithAttempts(page: Page): Promise<Found> {
  const get = <T>(path: string) => apiGet<T>(page, path);
  const today = await browserToday(page);
  for await (const { levelId } of examLevels(get)) {
    const answer = await get<LevelUsers>(
      `/user-journeys/level/${levelId}/users?page=1&limit=10&exam_date=${today}`,
    );
    const completed = answer.data.users.some(
      (user) =>
        user.level_progress.completion === 'completed' && user.level_progress.overall_report,
    );
    if (completed) return { levelId, today, levelUsers: answer.data };
  }
  throw new Error('the seed has no exam level with a completed attempt today');
}

/** An open dialog is shot as the viewport shows it (a full-page shot shows the page under it). */
async function viewportShot(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: `${artifactsDir}${name}.png` });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400); // modal transitions, before a screenshot or an axe run
}

async function pickDate(page: Page, isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const label = new Date(year, month - 1, day).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  // A custom range of one day: the same day picked as its first and last.
  await page.getByText('Custom', { exact: true }).click();
  await page.getByRole('button', { name: 'Exam dates' }).click();
  const previousMonth = page.getByRole('button', { name: 'Previous month' });
  await previousMonth.waitFor();
  const dayButton = page.getByRole('button', { name: label, exact: true });
  // The calendar opens on the chosen day's month; yesterday may be in the month before.
  if ((await dayButton.count()) === 0) await previousMonth.click();
  await dayButton.first().click();
  await dayButton.first().click();
  await previousMonth.waitFor({ state: 'hidden' });
}

describe('level reports and the detailed exam report', () => {
  const browser = useBrowser();
  let found: Found | undefined;

  for (const { name, size } of SIZES) {
    it(`shows a level's reports, the result and the detailed report (${name})`, async () => {
      const { context, page } = await newPage(browser(), size);
      await signInHome(page, 'ADMIN');
      found ??= await findLevelWithAttempts(page);
      const { levelId, today, levelUsers } = found;

      // Level reports: badges, table (cards on a phone), page strip.
      await page.goto(`/exams/journey/reports/${levelId}`);
      await page.getByRole('heading', { name: 'Level Reports' }).waitFor();
      await page.getByText(`Total Attempts: ${levelUsers.totalAttempted}`).waitFor();
      await page.getByText(`Completed: ${levelUsers.totalCompleted}`).waitFor();
      expect(await page.getByRole('link', { name: 'Back to Journey' }).isVisible()).toBe(true);
      if (name === 'desktop') {
        const headers = await page.getByRole('columnheader').allTextContents();
        expect(headers).toEqual([
          'Student Name',
          'Email',
          'Status',
          'Attempts',
          'Marks Obtained',
          'Actions',
        ]);
        expect(await page.locator('tbody tr').count()).toBe(levelUsers.users.length);
      } else {
        expect(await page.getByRole('main').getByRole('listitem').count()).toBe(
          levelUsers.users.length,
        );
      }
      const pageOne = page.getByRole('button', { name: 'Page 1' });
      expect(await pageOne.getAttribute('aria-current')).toBe('page');
      await settle(page);
      await screenshot(page, `level-reports-${name}-light`);
      await expectNoSeriousA11yViolations(page);

      // A new day asks for page 1 of that day; then back to today.
      const yesterday = new Date(`${today}T12:00:00`);
      yesterday.setDate(yesterday.getDate() - 1);
      const yesterdayIso = yesterday.toISOString().slice(0, 10);
      const reloaded = page.waitForRequest((request) =>
        request.url().includes(`exam_date=${yesterdayIso}`),
      );
      await pickDate(page, yesterdayIso);
      const request = new URL((await reloaded).url());
      expect(request.searchParams.get('page')).toBe('1');
      expect(request.searchParams.get('limit')).toBe('10');
      await page.getByText('Total Attempts: ').first().waitFor();
      await pickDate(page, today);
      await page.getByText(`Total Attempts: ${levelUsers.totalAttempted}`).waitFor();
      await page
        .getByRole('button', { name: /View Result/ })
        .first()
        .waitFor();

      // View Result: the printable modal.
      await page
        .getByRole('button', { name: /View Result/ })
        .first()
        .click();
      const result = page.getByRole('dialog', { name: 'Exam Result' });
      await result.getByRole('button', { name: 'Print Report' }).waitFor();
      for (const text of [
        'Student Name',
        'Email',
        'Report Date',
        'Status',
        'Marks',
        'Percentage',
      ]) {
        await result.getByText(text, { exact: true }).waitFor();
      }
      await result.getByText(/^(PASSED|FAILED)$/).waitFor();
      await result.getByRole('button', { name: 'Close', exact: true }).waitFor();
      // Printing shows the report alone.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('#root').isVisible()).toBe(false);
      expect(await result.getByText('Report Date').isVisible()).toBe(true);
      expect(await result.getByRole('button', { name: 'Print Report' }).isVisible()).toBe(false);
      await page.emulateMedia({ media: 'screen' });
      await settle(page);
      await viewportShot(page, `level-reports-result-${name}-light`);
      await result.getByRole('button', { name: 'Close', exact: true }).click();
      await result.waitFor({ state: 'hidden' });

      // Detailed Report: the dialog's four cards and the structured feedback.
      await page
        .getByRole('button', { name: /Detailed Report/ })
        .first()
        .click();
      const report = page.getByRole('dialog', { name: 'Detailed Exam Report' });
      await report.getByRole('heading', { name: 'Questions And Answers' }).waitFor();
      for (const card of ['Exam Information', 'Score Summary', 'Overall Feedback']) {
        await report.getByRole('heading', { name: card }).waitFor();
      }
      expect(
        await report
          .getByText(/^.+ \(.+\)$/)
          .first()
          .textContent(),
      ).not.toBe('Report details');
      const firstQuestion = report.getByRole('article', { name: 'Question 1' });
      await firstQuestion.getByText(/^\d+(\.\d+)?\/\d+(\.\d+)? Marks$/).waitFor();
      for (const label of ['Your Answer:', 'Feedback:', 'Guidelines:', 'Response Analysis:']) {
        await firstQuestion.getByText(label, { exact: true }).waitFor();
      }
      await firstQuestion.getByText('Detailed Feedback:').waitFor();
      await firstQuestion.getByText('Point 1', { exact: true }).waitFor();
      await firstQuestion.getByText(/^Submitted:/).waitFor();
      const box = await report.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(900);
      expect(box?.height).toBeCloseTo(size.height * 0.9, -1);
      await settle(page);
      await viewportShot(page, `detailed-report-${name}-light`);
      await expectNoSeriousA11yViolations(page);

      // Dark mode: the open dialog, then the page under it.
      await page.emulateMedia({ colorScheme: 'dark' });
      await settle(page);
      await viewportShot(page, `detailed-report-${name}-dark`);
      await expectNoSeriousA11yViolations(page);
      await report.getByRole('button', { name: 'Close', exact: true }).click();
      await report.waitFor({ state: 'hidden' });
      await settle(page);
      await screenshot(page, `level-reports-${name}-dark`);
      await expectNoSeriousA11yViolations(page);
      // A hovered row lightens its background; the student's link must still read on it.
      if (name === 'desktop') {
        await page.getByRole('row').nth(1).getByRole('link').first().hover();
        await expectNoSeriousA11yViolations(page);
      }
      await context.close();
    });
  }
});
