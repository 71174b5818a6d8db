import type { Page } from 'playwright-core';

/** The course's subjects, from its card on the courses screen. */
export async function openCourseSubjects(page: Page, course: string) {
  await page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: course, exact: true }) })
    .getByRole('link', { name: 'View Subjects' })
    .click();
  await page.waitForURL(/\/exams\/[^/]+\/subjects$/);
}

/** A new subject of the course whose subjects screen is open, through its Add Subject dialog. */
export async function addSubject(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add Subject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Subject' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Add Subject' }).click();
  await page.getByText('Subject created successfully!').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}
