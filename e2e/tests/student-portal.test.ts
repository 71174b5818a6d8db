import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, examLevels, getWithToken, loginToken, openLevel } from '../support/api.js';
import { newPage, screenshot, signInHome, SIZES, useBrowser } from '../support/browser.js';
import { checkA11y } from '../support/screens.js';

/** Only the fields this test reads from the API's answers. */
type Summary = { data: { availableExams: number; completed: number } };
type LevelUsers = {
  data: { users: { email: string; level_progress: { session_id: string } }[] };
};

/** A photo of a handwritten answer, the same image the API's OCR tests read. */
const HANDWRITING = new URL('../../apps/api/test/fixtures/handwritten-answer.png', import.meta.url)
  .pathname;
const TYPED_ANSWER = 'Photosynthesis makes **glucose** from carbon dioxide and water using light.';

/** OCR of the photo and marking run in the app's own worker: allow them time on 2 busy cores. */
const EVALUATION_TIMEOUT = 180_000;

/** The phone first: students mostly sit exams on one. */
const viewports = [...SIZES].reverse();

/** The value shown on a dashboard card, found by its label. */
const cardValue = (page: Page, label: string) =>
  page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('p')
    .nth(1);

/** A session of another student of the institution, found the way a teacher would. */
async function anotherStudentsSession(page: Page): Promise<string> {
  const token = await loginToken(page.request, 'ADMIN');
  const get = <T>(path: string) => getWithToken<T>(page.request, token, path);
  for await (const { levelId } of examLevels(get)) {
    const users = await get<LevelUsers>(`/user-journeys/level/${levelId}/users?page=1`);
    const other = users.data.users.find((user) => user.email !== 'student@greenfield.demo');
    const sessionId = other?.level_progress.session_id;
    if (sessionId) return sessionId;
  }
  throw new Error('the seed has no session of another student');
}

describe('student portal', () => {
  const browser = useBrowser();

  for (const { name, size } of viewports) {
    it(
      `takes an exam typing one answer and photographing another, then reads the report (${name})`,
      async () => {
        const { context, page } = await newPage(browser(), size);
        await signInHome(page, 'STUDENT');

        // The dashboard shows the student's own figures, as the API computes them.
        const { data: summary } = await apiGet<Summary>(page, '/attempts/summary');
        await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
        await expect
          .poll(() => cardValue(page, 'Available Exams').textContent())
          .toBe(String(summary.availableExams));
        expect(await cardValue(page, 'Completed').textContent()).toBe(String(summary.completed));
        await checkA11y(page);
        await screenshot(page, `student-dashboard-${name}`);

        // The Exams tab: an open level with at least two questions.
        await page.getByRole('tab', { name: 'Exams' }).click();
        await page.waitForURL('**/student-portal/exams');
        const level = await openLevel(page, 2);
        const card = page.getByRole('article', { name: level.title }).first();
        await card.waitFor();
        await checkA11y(page);
        await screenshot(page, `student-exams-${name}`);
        await card.getByRole('button', { name: /^(Start|Resume) exam$/ }).click();
        await page.waitForURL('**/student-portal/attempts/*');
        const sessionId = new URL(page.url()).pathname.split('/').pop()!;

        // Question 1 typed, question 2 photographed, one question at a time.
        await page.getByText('One at a time', { exact: true }).click();
        await page.getByRole('textbox', { name: 'Answer to question 1' }).fill(TYPED_ANSWER);
        await page.getByText('Saved', { exact: true }).first().waitFor();
        await page.getByRole('button', { name: 'Next' }).click();
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: 'Choose files' }).click();
        await (await chooser).setFiles(HANDWRITING);
        await page.getByRole('img', { name: 'Photo 1 of the answer to question 2' }).waitFor();
        await checkA11y(page);
        await screenshot(page, `student-attempt-${name}`);

        // A reload keeps both answers (the navigator says both are answered).
        await page.reload();
        await page.getByRole('button', { name: 'Question 2, answered' }).click();
        await page.getByRole('img', { name: 'Photo 1 of the answer to question 2' }).waitFor();
        await page.getByRole('button', { name: 'Question 1, answered' }).click();
        await expect
          .poll(() => page.getByRole('textbox', { name: 'Answer to question 1' }).inputValue())
          .toBe(TYPED_ANSWER);

        // From the review, 'Go to question' brings the question below the bar that stays on top
        // (every question on one page, so the page scrolls to it).
        await page.getByText('All questions', { exact: true }).click();
        await page.getByRole('button', { name: 'Review answers' }).click();
        await page.getByRole('button', { name: 'Go to question 2' }).click();
        const heading = page.getByRole('heading', { name: 'Question 2', exact: true });
        await expect
          .poll(() => heading.evaluate((node) => node === document.activeElement))
          .toBe(true);
        const bar = page.getByText(/^\d+ of \d+ answered$/).locator('xpath=../..');
        const [headingBox, barBox] = [await heading.boundingBox(), await bar.boundingBox()];
        expect(headingBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height);

        // Review, submit with confirmation, wait for the evaluation.
        await page.getByRole('button', { name: 'Review answers' }).click();
        await screenshot(page, `student-review-${name}`);
        await page.getByRole('button', { name: 'Submit exam' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
        await page.getByRole('heading', { name: 'Being evaluated' }).waitFor();
        await screenshot(page, `student-evaluating-${name}`);
        const viewReport = page.getByRole('link', { name: 'View report' });
        await viewReport.waitFor({ timeout: EVALUATION_TIMEOUT });
        await viewReport.click();

        // The report: the typed answer, the photo with its transcription, the marks.
        await page.waitForURL(`**/reports/${sessionId}`);
        await page.getByText('glucose').first().waitFor();
        await page.locator('img[src*="/images/"]').first().waitFor();
        await page
          .getByText(/transcription/i)
          .first()
          .waitFor();
        await checkA11y(page);
        await screenshot(page, `student-report-${name}`);

        // Your Exam Reports lists it with a View Details link to the same page.
        await page.getByRole('tab', { name: 'Reports' }).click();
        await page.waitForURL('**/student-portal/reports');
        const details = page.locator(`a[href="/reports/${sessionId}"]`).first();
        await details.waitFor();
        expect(await details.textContent()).toContain('View Details');
        await checkA11y(page);
        await screenshot(page, `student-reports-${name}`);

        // Another student's session: the 404 state, nothing of the report.
        await page.goto(`/reports/${await anotherStudentsSession(page)}`);
        await page.getByRole('heading', { name: 'Report not found' }).waitFor();
        await screenshot(page, `student-report-not-found-${name}`);
        await context.close();
      },
      EVALUATION_TIMEOUT + 120_000,
    );
  }
});
