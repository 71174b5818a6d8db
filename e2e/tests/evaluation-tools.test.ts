import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../support/api.js';
import { DESKTOP, newPage, PHONE, signInHome, useBrowser } from '../support/browser.js';
import { captureBothModes } from '../support/screens.js';

/** Six answers with a teacher's marks, as a board exports them for checking the evaluator. */
const MARKING_CSV = [
  'question,model_answer,max_marks,student_answer,teacher_mark_avg',
  'What does a compiler do?,It translates source code into machine code.,5,It translates source code into machine code before running.,5',
  'What does a compiler do?,It translates source code into machine code.,5,It runs the program line by line.,1',
  'What is a variable?,A named location in memory that holds a value.,5,A named place in memory holding a value.,5',
  'What is a variable?,A named location in memory that holds a value.,5,A kind of loop.,0',
  'What is recursion?,A function calling itself on a smaller input until a base case.,5,A function that calls itself until a base case stops it.,4',
  'What is recursion?,A function calling itself on a smaller input until a base case.,5,I do not know.,0',
].join('\n');

/** A photographed page: a valid PNG, which the API checks by its content. */
const PAGE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe("the admin's evaluation tools", () => {
  const browser = useBrowser();
  const stamp = Date.now();
  const email = `e2e.sheet.${stamp}@example.test`;
  /** The student made for the upload, deleted afterwards with what was uploaded for them. */
  const made: { studentId?: string } = {};

  afterAll(() =>
    asAdmin(browser(), async (request, headers) => {
      if (made.studentId) await request.delete(`/api/students/${made.studentId}`, { headers });
    }),
  );

  it(
    'the evaluation queue lists marking that needs a person, and marks a CSV with agreement figures',
    { timeout: 240_000 },
    async () => {
      for (const [name, size] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const { context, page } = await newPage(browser(), size);
        await signInHome(page, 'ADMIN');
        await page.goto('/evaluation-queue?list=in_review');
        const table = page.getByRole('table', { name: 'In review attempts' });
        // The seed leaves attempts held for review; each links to its student.
        await table.getByRole('link').first().waitFor();
        await expect(
          page.getByRole('tab', { name: /In review/, selected: true }).isVisible(),
        ).resolves.toBe(true);
        await captureBothModes(page, 'evaluation-queue', name);
        await page.getByRole('tab', { name: /Failed/ }).click();
        await page.getByText('No failed evaluations').waitFor();
        await context.close();
      }

      const { context, page } = await newPage(browser(), DESKTOP);
      await signInHome(page, 'ADMIN');
      await page.goto('/evaluation-queue');
      await page.getByRole('link', { name: 'Mark a CSV File' }).click();
      await page.getByRole('heading', { name: 'Mark a CSV File' }).waitFor();
      await page.locator('input[type="file"]').setInputFiles({
        name: 'answers.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(MARKING_CSV),
      });
      await page.getByRole('button', { name: 'Mark File' }).click();
      await page
        .getByRole('heading', { name: 'answers.csv is marked' })
        .waitFor({ timeout: 60_000 });
      const compared = page.getByText('Answers compared').locator('..');
      expect(await compared.innerText()).toContain('6');
      await captureBothModes(page, 'csv-marking', 'desktop');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Marked CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('answers-marked.csv');
      const marked = await readFile((await file.path())!, 'utf8');
      const [header, ...rows] = marked.trim().split(/\r?\n/);
      expect(header).toContain('marks_awarded');
      expect(rows).toHaveLength(6);
      await context.close();
    },
  );

  it(
    "an admin uploads a student's handwritten sheet, page by page, and it is marked",
    { timeout: 240_000 },
    async () => {
      await asAdmin(browser(), async (request, headers) => {
        const classes = (await (await request.get('/api/classes', { headers })).json()) as {
          data: { name: string }[];
        };
        const response = await request.post('/api/students', {
          headers,
          data: {
            firstName: 'Sheet',
            lastName: `Test${stamp}`,
            email,
            class: classes.data[0]!.name,
            password: 'Sheet-Pass-2024',
          },
        });
        expect(response.status()).toBe(201);
        made.studentId = ((await response.json()) as { data: { id: string } }).data.id;
      });

      const { context, page } = await newPage(browser(), DESKTOP);
      await signInHome(page, 'ADMIN');
      await page.goto(`/students/${made.studentId}`);
      await page.getByText('has not sat an exam').waitFor();
      await page.getByRole('button', { name: 'Upload Answer Sheet' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Answer Sheet' });
      await dialog.getByRole('combobox', { name: 'Exam level' }).click();
      await page.getByRole('option').first().click();
      await dialog.locator('input[type="file"]').setInputFiles([
        { name: 'page-1.png', mimeType: 'image/png', buffer: PAGE_PNG },
        { name: 'page-2.png', mimeType: 'image/png', buffer: PAGE_PNG },
      ]);
      await dialog.getByRole('combobox', { name: /page 2/ }).waitFor();
      await captureBothModes(page, 'answer-sheet-upload', 'desktop');
      await dialog.getByRole('button', { name: 'Upload and Mark' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The attempt is on the student's page, and is marked without anyone sitting the exam.
      const attempts = page.getByRole('table', { name: /^Attempts of Sheet/ });
      await attempts.waitFor();
      await expect
        .poll(
          async () => {
            await page.reload();
            await attempts.waitFor();
            return attempts.getByRole('row').nth(1).innerText();
          },
          { timeout: 90_000, interval: 3_000 },
        )
        .toMatch(/Evaluated|In Review/);
      await context.close();
    },
  );
});
