import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, startApp, type AppProcess } from '../support/app-process.js';
import { DESKTOP, newPage, PHONE, useBrowser } from '../support/browser.js';
import { addSubject, openCourseSubjects } from '../support/catalogue.js';
import { captureBothModes } from '../support/screens.js';

/** A deployment with one institution and its admin, made by `create-admin`: nothing else. */
const ADMIN = {
  institution: 'Riverside High School',
  email: 'head@riverside.example',
  password: 'Riverside-Head-2026',
};
const CLASS = 'Grade 8 Blue';
const STUDENTS = [
  { first: 'Kavya', last: 'Iyer', email: 'kavya@riverside.example', password: 'Kavya-Sits-2026' },
  { first: 'Rohan', last: 'Das', email: 'rohan@riverside.example', password: 'Rohan-Sits-2026' },
];
const COURSE = 'Grade 8 Science';
const SUBJECT = 'Biology';
const PAPER = 'Plants Unit Test';
const LEVEL = 'Unit Test: Plants';
const ANSWERS = [
  'Photosynthesis: plants use light, water and carbon dioxide to make glucose and oxygen.',
  'Roots take in water and minerals from the soil and hold the plant in the ground.',
];

/** The evaluation runs in the app's own worker: allow it time on 2 busy cores. */
const EVALUATION_TIMEOUT = 120_000;

async function signIn(page: Page, email: string, password: string, home: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`**${home}`);
}

const question = (dialog: Locator, number: number) =>
  dialog.getByRole('region', { name: `Question ${number}`, exact: true });

/** The teacher's browser session, step by step, on the one page. */
const teacher = {
  async addClassAndStudents(page: Page) {
    await page.goto('/students');
    await page.getByRole('button', { name: 'Manage Classes' }).click();
    const classes = page.getByRole('dialog', { name: 'Manage Classes' });
    await classes.getByRole('button', { name: 'Add Class' }).click();
    await classes.getByText('Class name is required').waitFor();
    await classes.getByLabel('New class').fill(CLASS);
    await classes.getByRole('button', { name: 'Add Class' }).click();
    await page.getByText('Class created successfully!').waitFor();
    await classes.getByText(CLASS, { exact: true }).waitFor();
    await captureBothModes(page, 'classes-dialog', 'desktop');
    await classes.getByRole('button', { name: 'Close' }).click();
    await classes.waitFor({ state: 'hidden' });

    for (const student of STUDENTS) {
      // The header's button (an empty list offers one too).
      await page.getByRole('button', { name: 'Add Student' }).first().click();
      const form = page.getByRole('dialog', { name: 'Add Student' });
      await form.getByLabel('First name').fill(student.first);
      await form.getByLabel('Last name').fill(student.last);
      await form.getByLabel('Email').fill(student.email);
      await form.getByRole('combobox', { name: 'Class', exact: true }).click();
      await page.getByRole('option', { name: CLASS, exact: true }).click();
      await form.getByLabel(/^Password/).fill(student.password);
      await form.getByRole('button', { name: 'Add Student' }).click();
      await page.getByText('Student created successfully!').first().waitFor();
      await form.waitFor({ state: 'hidden' });
    }
    // The class filter offers the new class and finds both.
    await page.getByRole('combobox', { name: 'Filter by class', exact: true }).click();
    await page.getByRole('option', { name: CLASS, exact: true }).click();
    for (const student of STUDENTS) {
      await page.getByRole('link', { name: `${student.first} ${student.last}` }).waitFor();
    }
  },

  async addCourseAndSubject(page: Page) {
    await page.goto('/exams');
    await page.getByRole('button', { name: 'New Course' }).click();
    const course = page.getByRole('dialog', { name: 'New Course' });
    await course.getByLabel('Title').fill(COURSE);
    await course.getByLabel('Availability').selectOption('live');
    await course.getByRole('button', { name: 'Create Course' }).click();
    await page.getByText('Course created successfully!').waitFor();
    await course.waitFor({ state: 'hidden' });
    await openCourseSubjects(page, COURSE);
    await addSubject(page, SUBJECT);
    return new URL(page.url()).pathname;
  },

  /** Two questions, the first with a two-point rubric; published to the institution's students. */
  async writePaper(page: Page) {
    await page.goto('/question-papers');
    await page.getByRole('button', { name: 'New Paper' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Question Paper' });
    await dialog.getByLabel('Title').fill(PAPER);
    await dialog.getByLabel('QP code').fill('BIO-8-PL');
    await dialog.getByLabel('Time allowed (minutes)').fill('30');
    await dialog.getByLabel('Pass percentage').fill('40');
    const first = question(dialog, 1);
    await first.getByLabel('Question 1 text (markdown)').fill('What is **photosynthesis**?');
    await first.getByLabel('Question 1 marks').fill('4');
    await first.getByLabel('Question 1 model answer (markdown)').fill(ANSWERS[0]!);
    for (const [index, [text, marks]] of [
      ['Names light, water and carbon dioxide as inputs', '2'],
      ['Names glucose and oxygen as outputs', '2'],
    ].entries()) {
      await first.getByRole('button', { name: 'Add rubric point to question 1' }).click();
      await first.getByLabel(`Question 1 rubric point ${index + 1}`, { exact: true }).fill(text!);
      await first.getByLabel(`Question 1 rubric point ${index + 1} marks`).fill(marks!);
    }
    await dialog.getByRole('button', { name: 'Add Question' }).click();
    const second = question(dialog, 2);
    await second.getByLabel('Question 2 text (markdown)').fill('What do roots do for a plant?');
    await second.getByLabel('Question 2 marks').fill('2');
    await second.getByLabel('Question 2 model answer (markdown)').fill(ANSWERS[1]!);
    await dialog.getByRole('combobox', { name: 'Who can see it' }).click();
    await page.getByRole('option', { name: /^Published to this institution/ }).click();
    await dialog.getByRole('button', { name: 'Create Paper' }).click();
    await page.getByText('Question paper created successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
  },

  /** The subject's journey with one exam level on the paper, released at once when confident. */
  async buildJourney(page: Page, subjectsPath: string) {
    await page.goto(subjectsPath);
    await page
      .locator('tr')
      .filter({ has: page.getByText(SUBJECT, { exact: true }) })
      .getByRole('link', { name: 'Go to Journey' })
      .click();
    await page.getByText('No Journey Found', { exact: true }).waitFor();
    await page.getByLabel('Journey title').fill('Biology Journey');
    await page.getByRole('button', { name: 'Create Journey' }).click();
    await page.getByRole('heading', { name: 'Biology Journey', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Level' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Level' });
    await dialog.getByLabel('Title').fill(LEVEL);
    await dialog.getByLabel('XP awarded').fill('50');
    await dialog.getByRole('combobox', { name: 'Question paper' }).fill('BIO-8-PL');
    await page.getByRole('option', { name: /BIO-8-PL/ }).click();
    await dialog
      .getByRole('region', { name: 'Paper preview' })
      .getByText('Question 1', { exact: true })
      .waitFor();
    await dialog.getByLabel('Pass percentage').fill('40');
    await dialog.getByRole('radio', { name: 'Confident marks at once' }).check();
    await dialog.getByRole('button', { name: 'Add Level' }).click();
    await page.getByText('Level added successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Done Editing' }).click();
    await page.getByRole('list', { name: 'Exam levels' }).getByText(LEVEL).waitFor();
    return new URL(page.url()).pathname;
  },
};

/**
 * The student signs in, sits the level typing both answers, and opens the report once marked: with
 * its marks, or (`held`) with each answer being checked by the teacher.
 */
/** A photographed page of a photosynthesis answer (with a Hindi line), as the API's tests use. */
const HANDWRITING = new URL('../../apps/api/test/fixtures/handwritten-answer.png', import.meta.url)
  .pathname;

/** The student sits the level: types each answer, or photographs the first when `photographed`. */
async function sitTheExam(
  page: Page,
  student: (typeof STUDENTS)[number],
  held = false,
  photographed = false,
) {
  await signIn(page, student.email, student.password, '/student-portal');
  await page.getByRole('tab', { name: 'Exams' }).click();
  const card = page.getByRole('article', { name: LEVEL });
  await card.getByRole('button', { name: 'Start exam' }).click();
  await page.waitForURL('**/student-portal/attempts/*');
  await page.getByText('One at a time', { exact: true }).click();
  for (const [index, answer] of ANSWERS.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Next' }).click();
    if (photographed && index === 0) {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Choose files' }).click();
      await (await chooser).setFiles(HANDWRITING);
      await page.getByRole('img', { name: 'Photo 1 of the answer to question 1' }).waitFor();
      continue;
    }
    await page.getByRole('textbox', { name: `Answer to question ${index + 1}` }).fill(answer);
    await page.getByText('Saved', { exact: true }).first().waitFor();
  }
  await page.getByRole('button', { name: 'Review answers' }).click();
  await page.getByRole('button', { name: 'Submit exam' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
  const viewReport = page.getByRole('link', { name: 'View report' });
  await viewReport.waitFor({ timeout: EVALUATION_TIMEOUT });
  await viewReport.click();
  await page.waitForURL('**/reports/*');
  await page
    .getByText(held ? 'Being checked by your teacher' : /\d+(\.\d+)?\/6/)
    .first()
    .waitFor();
}

/** What the teacher writes for Rohan in place of the machine's feedback. */
const TEACHER_FEEDBACK = 'Roots also hold the plant in the soil: name both of their jobs.';
const REGRADE_REASON = 'I wrote that roots hold the plant in the soil, in my last line.';
const REGRADE_NOTE = 'Your last line names the second job: one more mark.';

describe('a first exam, from an empty institution to its results', () => {
  const browser = useBrowser();
  const dataDir = mkdtempSync(join(tmpdir(), 'markwise-e2e-empty-'));
  let app: AppProcess | undefined;
  const url = () => app!.baseUrl;
  /** Where the first walk left the level: its journey and its report. */
  let walked: { journeyPath: string; reportPath: string } | undefined;

  beforeAll(async () => {
    createAdmin(dataDir, ADMIN);
    app = await startApp(dataDir, { SEED_DEMO_DATA: 'false' });
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'a teacher sets up a class, students, a course, a paper and a journey; a student sits it; ' +
      'the teacher reads and exports the report and resets a password',
    { timeout: EVALUATION_TIMEOUT + 300_000 },
    async () => {
      expect(app!.output).not.toContain('Demo logins');
      const { context, page } = await newPage(browser(), DESKTOP, url());
      await signIn(page, ADMIN.email, ADMIN.password, '/exams');
      // Nothing yet: the courses screen says so and offers the first step.
      await page.getByText('No courses found', { exact: true }).waitFor();
      await captureBothModes(page, 'first-exam-empty-courses', 'desktop');

      await teacher.addClassAndStudents(page);
      const subjectsPath = await teacher.addCourseAndSubject(page);
      await teacher.writePaper(page);
      const journeyPath = await teacher.buildJourney(page, subjectsPath);
      await captureBothModes(page, 'first-exam-journey', 'desktop');

      // The first student sits it.
      const [kavya] = STUDENTS;
      const student = await newPage(browser(), PHONE, url());
      await sitTheExam(student.page, kavya!);
      await captureBothModes(student.page, 'first-exam-student-report', 'phone');
      await student.context.close();

      // The teacher's level report over this week: Kavya's attempt marked, Rohan not there.
      await page.goto(journeyPath);
      await page
        .getByRole('list', { name: 'Exam levels' })
        .getByRole('listitem')
        .filter({ hasText: LEVEL })
        .getByRole('link', { name: 'View Reports' })
        .click();
      await page.getByRole('heading', { name: 'Level Reports' }).waitFor();
      const reportPath = new URL(page.url()).pathname;
      walked = { journeyPath, reportPath };
      await page.getByText('This week', { exact: true }).click();
      await page.getByText('Total Attempts: 1').waitFor();
      const row = page.getByRole('row').filter({ hasText: kavya!.email });
      await row.getByText('Completed', { exact: true }).waitFor();
      expect(await page.getByText(STUDENTS[1]!.email).count()).toBe(0);
      await captureBothModes(page, 'first-exam-level-report', 'desktop');

      // The export opens and has Kavya's row.
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const text = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '');
      const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
      expect(lines[0]).toMatch(/^Student Name,Email,Class,Status,Attempts/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`${kavya!.first} ${kavya!.last},${kavya!.email},${CLASS},`);

      // Her page, from her name: the attempt with its marks, and a password reset.
      await row.getByRole('link', { name: `${kavya!.first} ${kavya!.last}` }).click();
      await page.waitForURL(/\/students\/[0-9a-f-]{36}$/);
      const studentPath = new URL(page.url()).pathname;
      await page
        .getByRole('heading', { name: `${kavya!.first} ${kavya!.last}`, level: 1 })
        .waitFor();
      await page.getByText(CLASS, { exact: true }).waitFor();
      const attempts = page.getByRole('table', {
        name: `Attempts of ${kavya!.first} ${kavya!.last}`,
      });
      await attempts.getByText(PAPER, { exact: true }).waitFor();
      await attempts.getByText(/^\d+(\.\d+)?\/6$/).waitFor();
      await attempts.getByRole('button', { name: new RegExp(`^View report: ${PAPER}`) }).waitFor();
      await captureBothModes(page, 'first-exam-student-page', 'desktop');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      const confirm = page.getByRole('dialog', { name: 'Reset password?' });
      await confirm.getByRole('button', { name: 'Reset Password' }).click();
      const shown = page.getByRole('dialog', { name: 'Temporary password' });
      const temporary = (await shown.getByTestId('temporary-password').textContent()) ?? '';
      expect(temporary).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
      await captureBothModes(page, 'first-exam-password-reset', 'desktop');
      await shown.getByRole('button', { name: 'Done' }).click();
      await context.close();

      // The old password no longer works; the temporary one does.
      const again = await newPage(browser(), DESKTOP, url());
      const refused = await again.page.request.post('/api/auth/login', {
        data: { email: kavya!.email, password: kavya!.password },
      });
      expect(refused.status()).toBe(401);
      await signIn(again.page, kavya!.email, temporary, '/student-portal');
      await again.context.close();

      // The teacher's screens of this walk at 390 px.
      const phone = await newPage(browser(), PHONE, url());
      await signIn(phone.page, ADMIN.email, ADMIN.password, '/exams');
      await phone.page.goto(journeyPath);
      await phone.page.getByRole('list', { name: 'Exam levels' }).getByText(LEVEL).waitFor();
      await captureBothModes(phone.page, 'first-exam-journey', 'phone');
      await phone.page.goto(reportPath);
      await phone.page.getByText('All time', { exact: true }).click();
      await phone.page.getByText(kavya!.email).waitFor();
      await captureBothModes(phone.page, 'first-exam-level-report', 'phone');
      await phone.page.goto('/students');
      await phone.page.getByRole('button', { name: 'Manage Classes' }).click();
      await phone.page
        .getByRole('dialog', { name: 'Manage Classes' })
        .getByText(CLASS, { exact: true })
        .waitFor();
      await captureBothModes(phone.page, 'classes-dialog', 'phone');
      await phone.page.goto(studentPath);
      await phone.page
        .getByText(/^\d+(\.\d+)?\/6$/)
        .first()
        .waitFor();
      await captureBothModes(phone.page, 'first-exam-student-page', 'phone');
      await phone.context.close();
    },
  );

  it(
    'the level releases after review: the student reads "being checked", the teacher marks on ' +
      'the desk with the keyboard and releases, and the student reads the marks',
    { timeout: EVALUATION_TIMEOUT + 180_000 },
    async () => {
      if (!walked) throw new Error('the first walk did not build the level');
      const { context, page } = await newPage(browser(), DESKTOP, url());
      await signIn(page, ADMIN.email, ADMIN.password, '/exams');

      // The teacher now holds marks until a review.
      await page.goto(walked.journeyPath);
      await page.getByRole('button', { name: 'Edit Journey' }).click();
      await page.getByRole('button', { name: `Edit ${LEVEL}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${LEVEL}` });
      await edit.getByRole('radio', { name: "After a teacher's review" }).check();
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Level updated successfully!').waitFor();

      // Rohan sits it, photographing his first answer, and reads that his teacher is checking it.
      const rohan = STUDENTS[1]!;
      const student = await newPage(browser(), PHONE, url());
      await sitTheExam(student.page, rohan, true, true);
      expect(await student.page.getByText(/\d+(\.\d+)?\/6/).count()).toBe(0);

      // The desk, from the level report: Rohan's two answers, names hidden.
      await page.goto(walked.reportPath);
      await page.getByRole('group', { name: 'Marking progress' }).waitFor();
      await page.getByRole('link', { name: 'Marking Desk' }).click();
      await page.getByText('Answer 1 of 2').waitFor();
      expect(await page.getByText(`${rohan.first} ${rohan.last}`).count()).toBe(0);
      const agreement = page.getByRole('region', { name: /^Machine and teachers on question/ });
      await agreement
        .getByText('No teacher has marked this question yet', { exact: false })
        .waitFor();

      // The photographed answer: T opens what the OCR read; the teacher's reading is marked again
      // by the machine and its suggestion shown before the teacher decides.
      await page.getByRole('img', { name: /handwritten answer, page 1 of 1$/ }).waitFor();
      await page.keyboard.press('t');
      const reading = page.getByRole('textbox', { name: /What the pages say/ });
      await reading.fill(ANSWERS[0]!);
      await reading.press('Control+Enter');
      await page.getByText(/^Marked again from your reading: the suggestion is \d/).waitFor();
      await captureBothModes(page, 'marking-desk-reading', 'desktop');

      // Keyboard only: Enter keeps the first suggestion; 1 and a reason change the second, and
      // E rewrites the feedback Rohan will read with it.
      await page.keyboard.press('Enter');
      await page.getByText(/^Saved \d+(\.\d+)?\/\d+\.$/).waitFor();
      await page.getByText('Answer 1 of 1').waitFor();
      await page.keyboard.press('1');
      await page.keyboard.press('e');
      const feedback = page.getByRole('textbox', { name: /Feedback the student will read/ });
      expect(await feedback.evaluate((field) => field === document.activeElement)).toBe(true);
      await feedback.fill(TEACHER_FEEDBACK);
      await page.keyboard.press('Control+Enter');
      const why = page.getByRole('textbox', { name: 'Why this mark?' });
      await why.waitFor();
      await why.fill('Names one job of the roots only.');
      await why.press('Enter');
      await page.getByText('Saved 1/').waitFor();
      await page.getByText('Nothing waiting').waitFor();
      await page
        .getByText('2 answers are held until you release them.', { exact: false })
        .waitFor();
      await captureBothModes(page, 'marking-desk-held', 'desktop');

      // The release, on purpose: the reviewed attempts.
      await page.getByRole('button', { name: 'Release Marks' }).first().click();
      const release = page.getByRole('dialog', { name: 'Release marks to students' });
      await release.getByRole('radio', { name: /Reviewed attempts/ }).check();
      await captureBothModes(page, 'marking-desk-release', 'desktop');
      await release.getByRole('button', { name: 'Release Marks' }).click();
      await page.getByText('Released the marks of 1 attempt to their students.').waitFor();

      // Rohan's portal tells him; the link opens his report with the marks and the reason.
      await student.page.goto('/student-portal');
      const notice = student.page.getByRole('status').filter({ hasText: 'New results are ready' });
      await notice.waitFor();
      await captureBothModes(student.page, 'new-results-notice', 'phone');
      await notice.getByRole('link', { name: PAPER }).click();
      await student.page.waitForURL('**/reports/*');
      await student.page
        .getByText(/\d+(\.\d+)?\/6/)
        .first()
        .waitFor();
      await student.page.getByText('Names one job of the roots only.', { exact: false }).waitFor();
      // In the answer's feedback and its point-by-point part.
      await student.page.getByText(TEACHER_FEEDBACK).first().waitFor();
      expect(await student.page.getByText('Being checked by your teacher').count()).toBe(0);
      await captureBothModes(student.page, 'marking-desk-released-report', 'phone');
      // Read, they are no longer news.
      await student.page.goto('/student-portal');
      await student.page.getByText('Recent Exams').waitFor();
      await student.page.getByRole('link', { name: PAPER }).first().waitFor();
      expect(await notice.count()).toBe(0);

      // Rohan asks for a re-check of the answer the teacher marked down, with his reason.
      await student.page.goBack();
      const marked = student.page
        .getByRole('article')
        .filter({ hasText: 'Names one job of the roots only.' });
      await marked.getByRole('button', { name: /^Ask for a re-check of Question \d$/ }).click();
      const ask = student.page.getByRole('dialog', { name: /^Ask for a re-check of Question/ });
      await ask
        .getByRole('textbox', { name: /What should your teacher look at again/ })
        .fill(REGRADE_REASON);
      await captureBothModes(student.page, 'regrade-request', 'phone');
      await ask.getByRole('button', { name: 'Send Request' }).click();
      await marked.getByText('Re-check requested: waiting for your teacher').waitFor();

      // The teacher finds it on the desk, reads it beside the answer and resolves it.
      await page.goto(`${walked.reportPath}/desk`);
      await page.locator('label', { hasText: 'Re-check requests · 1' }).click();
      const request = page.getByRole('article', { name: /^Request on question \d$/ });
      await request.getByText(REGRADE_REASON).waitFor();
      const mark = request.getByRole('textbox', { name: /Mark after the re-check/ });
      expect(await mark.inputValue()).toBe('1');
      await mark.fill('2');
      await request.getByRole('textbox', { name: /Note to the student/ }).fill(REGRADE_NOTE);
      await captureBothModes(page, 'regrade-resolve', 'desktop');
      await request.getByRole('button', { name: 'Resolve' }).click();
      await page.getByText('No open requests').waitFor();

      // Rohan's portal tells him again; his report shows the outcome and the note.
      await student.page.goto('/student-portal');
      await notice.waitFor();
      await notice.getByRole('link', { name: PAPER }).click();
      await student.page.waitForURL('**/reports/*');
      const outcome = student.page.getByRole('alert', {
        name: /^Re-checked: the mark changed from 1 to 2\/\d$/,
      });
      await outcome.getByText(REGRADE_NOTE).waitFor();
      expect(
        await student.page.getByRole('button', { name: /^Ask for a re-check of Question/ }).count(),
      ).toBe(1);
      await captureBothModes(student.page, 'regrade-outcome', 'phone');
      await student.context.close();
      await context.close();
    },
  );
});
