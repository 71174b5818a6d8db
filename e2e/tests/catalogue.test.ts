import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signInHome, SIZES, useBrowser } from '../support/browser.js';
import { captureBothModes } from '../support/screens.js';
import { SEED } from '../support/seed.js';

const {
  course: COURSE,
  subject: SUBJECT,
  journey: JOURNEY,
  chapterTestLight: UNLOCKED_EXAM,
} = SEED;
const LOCKED_EXAM = 'Chapter Test: Electricity';
const TOPIC_LEVEL = 'Light: Reflection by Mirrors';

/** A real PNG drawn by the browser: the API checks uploads by their content. */
async function coverPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const gradient = context.createLinearGradient(0, 0, 320, 180);
    gradient.addColorStop(0, '#4c6ef5');
    gradient.addColorStop(1, '#12b886');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 320, 180);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const courseCard = (page: Page, title: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function openCourses(page: Page) {
  await signInHome(page, 'ADMIN');
  await page.getByRole('heading', { name: 'Courses', level: 1 }).waitFor();
  await courseCard(page, COURSE).waitFor();
  // The login toast closes by itself after 5 s; screenshots and checks are of the screens alone.
  await page.getByText('Login successful').waitFor({ state: 'hidden', timeout: 10_000 });
}

describe('catalogue: courses, subjects and journeys', () => {
  const browser = useBrowser();

  for (const { name: size, size: viewport } of SIZES) {
    it(`walks Courses → Subjects → Journey → Level reports (${size})`, async () => {
      const { context, page } = await newPage(browser(), viewport);
      await openCourses(page);

      // Courses
      await page.getByText('Create, manage, and track your courses.').waitFor();
      const card = courseCard(page, COURSE);
      expect(await card.getByRole('img', { name: COURSE }).count()).toBe(1);
      await card.getByText('Live', { exact: true }).waitFor();
      const facts = (await card.textContent()) ?? '';
      expect(facts).toMatch(/Board: CBSE/);
      expect(facts).toMatch(/Enrolled: \d+/);
      expect(facts).toMatch(/Subjects: 3/);
      expect(facts).toMatch(/Level: Intermediate/);
      expect(facts).toMatch(/Created: [A-Z][a-z]{2} \d{1,2}, \d{4}/);
      await captureBothModes(page, 'courses', size);

      // Subjects
      await card.getByRole('link', { name: 'View Subjects' }).click();
      await page.waitForURL(/\/exams\/[^/]+\/subjects$/);
      const subjectsUrl = page.url();
      await page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();
      await page
        .getByText(
          "Manage all subjects for this course. Click 'Go to Journey' to view and edit the learning journey for each subject",
        )
        .waitFor();
      await page.getByRole('link', { name: 'Back to Courses' }).waitFor();
      if (size === 'desktop') {
        const headers = await page.getByRole('columnheader').allTextContents();
        expect(headers).toEqual(['Title', 'Description', 'Topics', 'Status', 'Actions']);
      }
      const subjectRow = page
        .locator('tr, article')
        .filter({ has: page.getByText(SUBJECT, { exact: true }) });
      await subjectRow.getByText('Active', { exact: true }).waitFor();
      await captureBothModes(page, 'subjects', size);

      // Journey
      await subjectRow.getByRole('link', { name: 'Go to Journey' }).click();
      await page.waitForURL(/\/subjects\/[^/]+\/journey$/);
      await page.getByRole('heading', { name: JOURNEY, level: 1 }).waitFor();
      await page.getByText('Exams', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Journey Levels' }).waitFor();
      const levels = page.getByRole('list', { name: 'Exam levels' }).getByRole('listitem');
      expect(await levels.count()).toBe(2);
      expect(await page.getByText(TOPIC_LEVEL).count()).toBe(0);
      const unlocked = levels.filter({ hasText: UNLOCKED_EXAM });
      const locked = levels.filter({ hasText: LOCKED_EXAM });
      expect(await levels.first().textContent()).toContain(UNLOCKED_EXAM);
      await unlocked.getByText('Exam', { exact: true }).waitFor();
      await locked.getByText('150 XP', { exact: true }).waitFor();
      // A locked level's reports stay reachable for the teacher.
      expect(await locked.getByRole('link', { name: 'View Reports' }).count()).toBe(1);
      expect(await locked.getAttribute('data-locked')).toBe('true');
      await captureBothModes(page, 'journey', size);

      // 'Back to Subjects' goes back one step, and forward again.
      await page.getByRole('button', { name: 'Back to Subjects' }).click();
      await page.waitForURL(subjectsUrl);
      await page.goForward();
      const reports = unlocked.getByRole('link', { name: 'View Reports' });
      const href = await reports.getAttribute('href');
      expect(href).toMatch(/^\/exams\/journey\/reports\/[0-9a-f-]{36}$/);
      await reports.click();
      await page.waitForURL((url) => url.pathname === href);
      await context.close();
    });

    it(`creates a course with a picture, edits its title and deletes it (${size})`, async () => {
      const { context, page } = await newPage(browser(), viewport);
      await openCourses(page);
      const title = `E2E course ${size} ${Date.now()}`;
      const renamed = `${title} (renamed)`;

      // Create, with validation naming the field first.
      await page.getByRole('button', { name: 'New Course' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Course' });
      await dialog.getByRole('button', { name: 'Create Course' }).click();
      await dialog.getByText('Title is required').waitFor();
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Board').fill('State Board');
      await dialog.getByLabel('Availability').selectOption('live');
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await coverPicture(page),
      });
      await dialog.getByRole('img', { name: 'Preview of cover.png' }).waitFor();
      await dialog.getByRole('button', { name: 'Create Course' }).click();
      await page.getByText('Course created successfully!').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const created = courseCard(page, title);
      const picture = created.getByRole('img', { name: title });
      await picture.waitFor();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await created.getByText('State Board', { exact: true }).waitFor();
      await created.getByText('Live', { exact: true }).waitFor();

      // Edit the title.
      await created.getByRole('button', { name: `Edit ${title}` }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Course' });
      await editDialog.getByRole('img', { name: `${title}, picture 1` }).waitFor();
      await editDialog.getByLabel('Title').fill(renamed);
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Course updated successfully!').waitFor();
      await courseCard(page, renamed).waitFor();

      // Delete after confirming.
      await courseCard(page, renamed)
        .getByRole('button', { name: `Delete ${renamed}` })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Delete course?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Course deleted successfully!').waitFor();
      await courseCard(page, renamed).waitFor({ state: 'detached' });
      await context.close();
    });
  }
});
