import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../support/api.js';
import { DESKTOP, newPage, PHONE, signInHome, useBrowser } from '../support/browser.js';
import { addSubject, openCourseSubjects } from '../support/catalogue.js';
import { captureBothModes } from '../support/screens.js';
import { SEED } from '../support/seed.js';

const { course: COURSE, journey: SEEDED_JOURNEY, chapterTestLight: ATTEMPTED_LEVEL } = SEED;
const PAPER_CODE = 'SCI-10-PHY-L1';

const EXAM = 'Unit Test: Light';
const TOPIC = 'Reflection basics';

const levelRows = (page: Page) =>
  page.getByRole('list', { name: 'Levels', exact: true }).getByRole('listitem');

/** The levels as listed, by the names of their Edit buttons. */
async function levelTitles(page: Page) {
  const labels = await page
    .getByRole('list', { name: 'Levels', exact: true })
    .getByRole('button', { name: /^Edit / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  return labels.map((label) => label?.replace(/^Edit /, ''));
}

const row = (page: Page, title: string): Locator =>
  levelRows(page).filter({ has: page.getByRole('button', { name: `Edit ${title}`, exact: true }) });

async function signInAt(page: Page, path: string) {
  await signInHome(page, 'ADMIN');
  await page.goto(path);
}

/** The seeded course's subjects, from the courses screen a teacher lands on. */
async function openSeededCourse(page: Page) {
  await signInHome(page, 'ADMIN');
  await openCourseSubjects(page, COURSE);
}

/** A new subject of the seeded course, through the subjects screen: it has no journey. */
async function addSeededSubject(page: Page, title: string): Promise<string> {
  await openSeededCourse(page);
  await addSubject(page, title);
  await page
    .locator('tr')
    .filter({ has: page.getByText(title, { exact: true }) })
    .getByRole('link', { name: 'Go to Journey' })
    .click();
  await page.waitForURL(/\/subjects\/[^/]+\/journey$/);
  return new URL(page.url()).pathname;
}

describe('journey builder', () => {
  const browser = useBrowser();
  /** The subject the first test adds, deleted (with its journey) so other files see the seed. */
  let addedSubjectId: string | undefined;
  afterAll(async () => {
    if (!addedSubjectId) return;
    await asAdmin(browser(), async (request, headers) => {
      const response = await request.delete(`/api/subjects/${addedSubjectId}`, { headers });
      expect(response.status()).toBe(204);
    });
  });

  // One teacher's whole session, with screenshots and axe checks along the way.
  it(
    'builds a new subject’s journey: levels with a paper and rules, keyboard reorder, edit, delete',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await newPage(browser(), DESKTOP);
      const journeyPath = await addSeededSubject(page, `Optics ${Date.now()}`);
      addedSubjectId = /\/subjects\/([^/]+)\/journey$/.exec(journeyPath)?.[1];

      // No journey yet: create it, naming a missing title first.
      await page.getByText('No Journey Found', { exact: true }).waitFor();
      await page.getByText('No journey was found for this subject.').waitFor();
      await captureBothModes(page, 'journey-create', 'desktop');
      await page.getByRole('button', { name: 'Create Journey' }).click();
      await page.getByText('Journey title is required').waitFor();
      await page.getByLabel('Journey title').fill('Optics Journey');
      await page.getByRole('button', { name: 'Create Journey' }).click();
      await page.getByRole('heading', { name: 'Optics Journey', level: 1 }).waitFor();
      await page.getByText('No levels found').waitFor();

      // An exam level on a paper, with its rules.
      await page.getByRole('button', { name: 'Add Level' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Level' });
      await dialog.getByLabel('Title').fill(EXAM);
      await dialog.getByLabel('XP awarded').fill('50');
      await dialog.getByRole('combobox', { name: 'Question paper' }).fill(PAPER_CODE);
      await page.getByRole('option', { name: new RegExp(PAPER_CODE) }).click();
      const preview = dialog.getByRole('region', { name: 'Paper preview' });
      await preview.getByText('Question 1', { exact: true }).waitFor();
      await preview.getByText(/SCI-10-PHY-L1 · \d+ marks · 45 min · \d+ questions/).waitFor();
      await dialog.getByLabel('Attempts allowed').fill('2');
      await dialog.getByLabel('Opens at').fill('2030-03-10T09:00');
      await dialog.getByLabel('Closes at').fill('2030-03-10T12:00');
      await dialog.getByRole('combobox', { name: 'Answer key release' }).click();
      await page.getByRole('option', { name: 'After the exam closes' }).click();
      await dialog.getByLabel('Pass percentage').fill('40');
      await dialog.getByRole('radio', { name: "After a teacher's review" }).check();
      await dialog.evaluate((element) => element.scrollTo(0, 0));
      await captureBothModes(page, 'journey-level-form', 'desktop');
      await dialog.getByRole('button', { name: 'Add Level' }).click();
      await page.getByText('Level added successfully!').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await row(page, EXAM).getByText(`Paper: `, { exact: false }).waitFor();
      await row(page, EXAM).getByText('Open from the start · Awards 50 XP').waitFor();

      // A topic level: no paper, no rules.
      await page.getByRole('button', { name: 'Add Level' }).click();
      await dialog.getByText('Topic', { exact: true }).click();
      expect(await dialog.getByRole('combobox', { name: 'Question paper' }).count()).toBe(0);
      await dialog.getByLabel('Title').fill(TOPIC);
      await dialog.getByRole('button', { name: 'Add Level' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row(page, TOPIC).waitFor();
      expect(await levelTitles(page)).toEqual([EXAM, TOPIC]);

      // Reorder with the keyboard: pick the topic up by its handle, move it up, drop it.
      await row(page, TOPIC)
        .getByRole('button', { name: `Reorder ${TOPIC}` })
        .focus();
      await page.keyboard.press('Space');
      await page
        .getByText(`Picked up ${TOPIC}, at position 2 of 2.`)
        .waitFor({ state: 'attached' });
      await page.keyboard.press('ArrowUp');
      await page.getByText(`${TOPIC} moved to position 1 of 2.`).waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      await page.getByText(`${TOPIC} dropped at position 1 of 2.`).waitFor({ state: 'attached' });
      await expect.poll(() => levelTitles(page)).toEqual([TOPIC, EXAM]);
      // Saved: a reload shows the new order.
      await page.waitForLoadState('networkidle');
      await page.reload();
      await levelRows(page).first().waitFor();
      expect(await levelTitles(page)).toEqual([TOPIC, EXAM]);

      // Edit the exam level: its rules come back as saved.
      await page.getByRole('button', { name: `Edit ${EXAM}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${EXAM}` });
      await expect.poll(() => edit.getByLabel('Attempts allowed').inputValue()).toBe('2');
      expect(await edit.getByLabel('Closes at').inputValue()).toBe('2030-03-10T12:00');
      expect(await edit.getByLabel('Pass percentage').inputValue()).toBe('40%');
      await edit.getByLabel('XP to unlock').fill('20');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Level updated successfully!').waitFor();
      await row(page, EXAM).getByText('Unlocks at 20 XP · Awards 50 XP').waitFor();
      await captureBothModes(page, 'journey-builder', 'desktop');

      // Delete the topic level after confirming.
      await page.getByRole('button', { name: `Delete ${TOPIC}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete level?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Level deleted successfully!').waitFor();
      await row(page, TOPIC).waitFor({ state: 'detached' });
      expect(await levelTitles(page)).toEqual([EXAM]);

      // Done: back to the journey as students' reports list it.
      await page.getByRole('button', { name: 'Done Editing' }).click();
      await page.getByRole('list', { name: 'Exam levels' }).getByText(EXAM).waitFor();

      // The builder at 390 px.
      const phone = await newPage(browser(), PHONE);
      await signInAt(phone.page, `${journeyPath}?edit`);
      await row(phone.page, EXAM).waitFor();
      await captureBothModes(phone.page, 'journey-builder', 'phone');
      await phone.page.getByRole('button', { name: `Edit ${EXAM}` }).click();
      await phone.page
        .getByRole('dialog', { name: `Edit ${EXAM}` })
        .getByRole('region', { name: 'Paper preview' })
        .getByText('Question 1', { exact: true })
        .waitFor();
      await captureBothModes(phone.page, 'journey-level-form', 'phone');
      await phone.context.close();
      await context.close();
    },
  );

  it('refuses to delete a level students have attempted, saying why', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await openSeededCourse(page);
    await page
      .locator('tr')
      .filter({ has: page.getByText('Physics', { exact: true }) })
      .getByRole('link', { name: 'Go to Journey' })
      .click();
    await page.getByRole('heading', { name: SEEDED_JOURNEY, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Edit Journey' }).click();
    await levelRows(page).first().waitFor();

    const before = await levelTitles(page);
    await page.getByRole('button', { name: `Delete ${ATTEMPTED_LEVEL}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete level?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm
      .getByRole('alert')
      .getByText('This level cannot be deleted because students have attempted it')
      .waitFor();
    await captureBothModes(page, 'journey-delete-refused', 'desktop');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await levelTitles(page)).toEqual(before);
    await context.close();
  });
});
