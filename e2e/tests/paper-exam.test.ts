import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as PdfLib from '../../apps/api/node_modules/pdf-lib/cjs/index.js';
import {
  PAPER_SIZES,
  QR_QUIET_ZONE,
  QR_SIZE,
  qrOrigin,
} from '../../apps/api/src/modules/paper-exams/booklet-layout.js';
import { simulateScan } from '../../apps/api/test/support/scan-simulator.js';
import { createAdmin, startApp, type AppProcess } from '../support/app-process.js';
import { DESKTOP, newPage, PHONE, useBrowser } from '../support/browser.js';
import { captureBothModes } from '../support/screens.js';

/**
 * pdf-lib is the API's dependency (the e2e package installs none of its own): it is loaded from
 * there, as the scan simulator's own imports are.
 */
const { PDFDocument, rgb } = createRequire(new URL('../../apps/api/package.json', import.meta.url))(
  'pdf-lib',
) as typeof PdfLib;

/** A deployment with one institution and its admin, made by `create-admin`: nothing else. */
const ADMIN = {
  institution: 'Lakeside Middle School',
  email: 'head@lakeside.example',
  password: 'Lakeside-Head-2026',
};
const CLASS = 'Grade 8 Blue';
/** In roll-number order: the order their booklets are numbered and printed in. */
const STUDENTS = [
  { first: 'Kavya', last: 'Iyer', rollNo: '8B-01', email: 'kavya@lakeside.example' },
  { first: 'Rohan', last: 'Das', rollNo: '8B-02', email: 'rohan@lakeside.example' },
] as const;
const LEVEL = 'Unit Test: Plants (on paper)';
const QUESTIONS = [
  {
    text: 'What is photosynthesis?',
    marks: 4,
    modelAnswer:
      'Green leaves use sunlight, water and carbon dioxide to make glucose, giving off oxygen.',
  },
  {
    text: 'What do roots do for a plant?',
    marks: 2,
    modelAnswer: 'Roots take in water and minerals and hold the plant in the soil.',
  },
];
/** What each student writes: Q1 on the booklet's first answer page (page 2), Q2 on the next. */
const WRITTEN = {
  kavya: [
    [
      'Q1. Photosynthesis: green leaves use sunlight, water and',
      'carbon dioxide to make glucose and give off oxygen.',
    ],
    [
      'Q2. Roots take in water and minerals from the soil',
      'and hold the plant firmly in the ground.',
    ],
  ],
  rohan: [
    ['Q1. Plants make their food in the leaves using', 'sunlight and water.'],
    ['Q2. Roots drink water for the plant.'],
  ],
};
/** A word of Kavya's first answer: on the page the teacher places by hand. */
const PLACED_WORD = /sunlight/i;
const SCAN_FILE = 'grade-8-blue.pdf';

/** The booklets' submission (OCR) and evaluation run in the app's worker, on 2 busy cores. */
const WORKER_TIMEOUT = 120_000;

type Token = string;

/** The admin's setup through the API, as the screens would make it, but in seconds. */
async function api<T>(
  app: AppProcess,
  token: Token | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${app.baseUrl}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

type Created = { data: { _id?: string; id?: string } };
const idOf = ({ data }: Created) => {
  const id = data._id ?? data.id;
  if (!id) throw new Error(`no id in ${JSON.stringify(data)}`);
  return id;
};

/** A class of two students, a course, subject, paper and a journey with one exam level on it. */
async function setUpLevel(app: AppProcess): Promise<{ token: Token; levelId: string }> {
  const { token } = await api<{ token: string }>(app, null, 'POST', '/auth/login', {
    email: ADMIN.email,
    password: ADMIN.password,
  });
  await api(app, token, 'POST', '/classes', { name: CLASS });
  for (const student of STUDENTS) {
    await api(app, token, 'POST', '/students', {
      firstName: student.first,
      lastName: student.last,
      email: student.email,
      class: CLASS,
      rollNo: student.rollNo,
      password: `${student.first}-Sits-2026`,
    });
  }
  const courseId = idOf(
    await api<Created>(app, token, 'POST', '/exams', {
      title: 'Grade 8 Science',
      availablity_status: 'live',
    }),
  );
  const subjectId = idOf(
    await api<Created>(app, token, 'POST', '/subjects', {
      examId: courseId,
      title: 'Biology',
      is_active: true,
    }),
  );
  const paperId = idOf(
    await api<Created>(app, token, 'POST', '/question-papers', {
      title: 'Plants Unit Test',
      subjectId,
      examId: courseId,
      qpCode: 'BIO-8-PL',
      timeAllowed: 30,
      year: 2026,
      passPercentage: 40,
      maxMarks: QUESTIONS.reduce((sum, question) => sum + question.marks, 0),
      visibility: 'institution',
      questions: QUESTIONS,
    }),
  );
  const journeyId = idOf(
    await api<Created>(app, token, 'POST', '/journey-masters', {
      subjectId,
      title: 'Biology Journey',
    }),
  );
  const levelId = idOf(
    await api<Created>(app, token, 'POST', `/journey-masters/${journeyId}/levels`, {
      title: LEVEL,
      type: 'exam',
      xpReward: 50,
      questionPaperId: paperId,
    }),
  );
  // Paper scripts are read by a teacher before their marks go out.
  await api(app, token, 'PUT', `/levels/${levelId}/rules`, {
    attemptsAllowed: null,
    opensAt: null,
    closesAt: null,
    answerKeyRelease: 'never',
    passPercentage: 40,
    releasePolicy: 'after_review',
  });
  return { token, levelId };
}

/** The booklet PDF with the code of page `index` (0-based, in the PDF) covered by a white patch. */
async function coverQrCode(bookletPdf: Uint8Array, index: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bookletPdf);
  const page = pdf.getPage(index);
  const { width, height } = page.getSize();
  const size = Math.abs(width - PAPER_SIZES.Letter.width) < 1 ? 'Letter' : 'A4';
  const origin = qrOrigin(size);
  const side = QR_SIZE + 2 * QR_QUIET_ZONE;
  page.drawRectangle({
    x: origin.left - QR_QUIET_ZONE,
    y: height - (origin.top - QR_QUIET_ZONE) - side,
    width: side,
    height: side,
    color: rgb(1, 1, 1),
  });
  return pdf.save();
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/exams');
}

const fullName = (student: (typeof STUDENTS)[number]) => `${student.first} ${student.last}`;
const bookletRow = (page: Page, student: (typeof STUDENTS)[number]) =>
  page
    .getByRole('table', { name: 'Booklets' })
    .getByRole('row')
    .filter({ hasText: `${fullName(student)} (${student.rollNo})` });

/** Reloads the screen until `locator` shows: the booklets list follows the worker on a reload. */
async function reloadUntil(page: Page, locator: Locator, timeout = WORKER_TIMEOUT) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await locator.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await page.reload();
    }
  }
}

/** Kavya's answer to question `number` on the desk's script, moved to with Next or Previous. */
async function deskAnswer(page: Page, number: number) {
  const region = page.getByRole('region', { name: `Question ${number}`, exact: true });
  if (!(await region.isVisible())) {
    const next = page.getByRole('button', { name: 'Next (J)' });
    await (
      (await next.isEnabled()) ? next : page.getByRole('button', { name: 'Previous (K)' })
    ).click();
  }
  await region.waitFor();
  return region;
}

describe('a paper exam, from printed booklets to the Marking Desk', () => {
  const browser = useBrowser();
  const dataDir = mkdtempSync(join(tmpdir(), 'markwise-e2e-paper-'));
  let app: AppProcess | undefined;
  let setup: { token: Token; levelId: string } | undefined;
  /** Set once the scan is read: the page to place is waiting on the matching screen. */
  let scanned = false;
  const paperPath = () => `/exams/journey/reports/${setup!.levelId}/paper`;
  const [kavya, rohan] = STUDENTS;

  beforeAll(async () => {
    createAdmin(dataDir, ADMIN);
    app = await startApp(dataDir, { SEED_DEMO_DATA: 'false' });
    setup = await setUpLevel(app);
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'the teacher prints the class’s booklets and uploads the scan: the whole booklet goes to ' +
      'marking, the page with an unreadable code waits on the matching screen',
    { timeout: WORKER_TIMEOUT + 90_000 },
    async () => {
      const { levelId } = setup!;
      const { context, page } = await newPage(browser(), DESKTOP, app!.baseUrl);
      await signIn(page);

      // From the level's reports to its paper exam.
      await page.goto(`/exams/journey/reports/${levelId}`);
      await page.getByRole('heading', { name: 'Level Reports' }).waitFor();
      await page.getByRole('link', { name: 'Paper exam' }).click();
      await page.waitForURL(`**${paperPath()}`);
      await page.getByRole('heading', { name: 'Paper Exam', level: 1 }).waitFor();
      await page.getByText('No booklets yet', { exact: true }).waitFor();

      // 1. The class's booklets, two answer pages each, downloaded as one PDF.
      const print = page.getByRole('region', { name: 'Print answer booklets' });
      await print.getByRole('combobox', { name: 'Class', exact: true }).click();
      await page.getByRole('option', { name: CLASS, exact: true }).click();
      await print.getByRole('textbox', { name: 'Answer pages' }).fill('2');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        print.getByRole('button', { name: 'Print booklets' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('answer-booklets-1001-1002.pdf');
      const bookletPdf = new Uint8Array(await readFile((await download.path())!));
      expect(Buffer.from(bookletPdf.subarray(0, 5)).toString()).toBe('%PDF-');
      await page.getByText('Printed 2 booklets (1001–1002).').waitFor();
      for (const student of STUDENTS) {
        await bookletRow(page, student).getByText('Printed', { exact: true }).waitFor();
      }

      // 2. The class writes and the pile is scanned: Kavya's booklet 1001 (PDF pages 0-2, the
      // cover first), Rohan's 1002 (3-5). Shuffled, with a scanner's grain, Rohan's last page
      // upside down, one page a little skewed, and the code of Kavya's first answer page
      // smudged past reading.
      const scan = await simulateScan({
        bookletPdf: await coverQrCode(bookletPdf, 1),
        writes: [
          { page: 1, lines: WRITTEN.kavya[0]! },
          { page: 2, lines: WRITTEN.kavya[1]! },
          { page: 4, lines: WRITTEN.rohan[0]! },
          { page: 5, lines: WRITTEN.rohan[1]! },
        ],
        transform: { order: [4, 1, 0, 5, 3, 2], rotate: { 0: -2, 3: 180 }, noise: true },
      });

      // 3. The upload, read in the queue.
      const uploads = page.getByRole('region', { name: 'Upload scans' });
      await uploads.locator('input[type="file"]').setInputFiles({
        name: SCAN_FILE,
        mimeType: 'application/pdf',
        buffer: Buffer.from(scan),
      });
      await uploads.getByRole('list', { name: 'Files to upload' }).getByText(SCAN_FILE).waitFor();
      await uploads.getByRole('button', { name: 'Upload' }).click();
      await uploads.getByText('Done: 6 pages read').waitFor({ timeout: WORKER_TIMEOUT });

      // Kavya's booklet misses the page whose code could not be read; that page waits on the
      // matching screen. Rohan's is whole (his upside-down page turned upright and placed), and
      // becomes his attempt in the worker.
      await bookletRow(page, kavya).getByText('Missing pages', { exact: true }).waitFor();
      await bookletRow(page, kavya).getByText('2 of 3', { exact: true }).waitFor();
      await bookletRow(page, kavya)
        .getByRole('listitem', { name: 'Missing page 2' })
        .getByText('p. 2')
        .waitFor();
      await bookletRow(page, rohan).getByText('3 of 3', { exact: true }).waitFor();
      const cards = page
        .getByRole('region', { name: 'Pages to check' })
        .getByRole('list', { name: 'Scanned pages' })
        .getByRole('listitem');
      const unmatched = cards.filter({ hasText: `${SCAN_FILE}, page 2` });
      await unmatched.getByText('No readable booklet code', { exact: true }).waitFor();
      await unmatched.getByRole('img', { name: `Scan of ${SCAN_FILE}, page 2` }).waitFor();
      expect(await cards.count()).toBe(1);
      await reloadUntil(
        page,
        bookletRow(page, rohan).getByText('Submitted for marking', { exact: true }),
      );
      scanned = true;

      // 6. The screen at this point, at both widths.
      await captureBothModes(page, 'paper-exam', 'desktop');
      await context.close();
      const phone = await newPage(browser(), PHONE, app!.baseUrl);
      await signIn(phone.page);
      await phone.page.goto(paperPath());
      await phone.page
        .getByRole('listitem', { name: 'Booklet 1001' })
        .getByRole('listitem', { name: 'Missing page 2' })
        .waitFor();
      await phone.page
        .getByRole('listitem', { name: `Scanned page: ${SCAN_FILE}, page 2` })
        .getByText('No readable booklet code')
        .waitFor();
      await captureBothModes(phone.page, 'paper-exam', 'phone');
      await phone.context.close();
    },
  );

  it(
    'the teacher places the unmatched page from the keyboard, and opens the booklet on the ' +
      'Marking Desk with its answers read from the paper',
    { timeout: 2 * WORKER_TIMEOUT + 30_000 },
    async () => {
      if (!scanned) throw new Error('the first test did not upload the scan');
      const { context, page } = await newPage(browser(), DESKTOP, app!.baseUrl);
      await signIn(page);
      await page.goto(paperPath());

      // 4. The page placed from the keyboard: its booklet, then Enter on the page number the
      // form offers (the booklet's first missing page).
      const unmatched = page.getByRole('listitem', { name: `Scanned page: ${SCAN_FILE}, page 2` });
      const form = unmatched.getByRole('form', { name: 'Place page' });
      const booklet = form.getByRole('combobox', { name: 'Booklet' });
      await booklet.focus();
      await booklet.selectOption({
        label: `1001 · ${fullName(kavya)} (${kavya.rollNo}) · missing p. 2`,
      });
      const pageNumber = form.getByRole('textbox', { name: 'Page number' });
      expect(await pageNumber.inputValue()).toBe('2');
      await pageNumber.focus();
      await page.keyboard.press('Enter');
      await page.getByText('Placed as page 2 of booklet 1001.').waitFor();
      await page.getByText('Every scanned page is in its booklet.').waitFor();
      await bookletRow(page, kavya).getByText('3 of 3', { exact: true }).waitFor();
      // Whole now, it becomes Kavya's attempt in the worker: read, split into answers, marked.
      await reloadUntil(
        page,
        bookletRow(page, kavya).getByText('Submitted for marking', { exact: true }),
      );

      // 5. Her script on the desk, once the evaluator has marked it: both answers.
      await bookletRow(page, kavya)
        .getByRole('link', { name: 'Open in Marking Desk: booklet 1001' })
        .click();
      await page.waitForURL(/\/desk\?session=[0-9a-f-]{36}$/);
      await reloadUntil(page, page.getByText(/^Answer 1 of 2\b/));
      // Question 2, from a page placed by its code.
      const second = await deskAnswer(page, 2);
      await second.getByText(QUESTIONS[1]!.text).waitFor();
      await second
        .getByRole('img', { name: /^Question 2: handwritten answer, page 1 of 1$/ })
        .waitFor();
      const secondRead = second.getByText('Transcription:', { exact: true }).locator('..');
      expect(await secondRead.innerText()).toMatch(/minerals/i);
      // Question 1, from the page the teacher placed: its photo and what was read from it.
      const first = await deskAnswer(page, 1);
      await first.getByText(QUESTIONS[0]!.text).waitFor();
      expect(await first.innerText()).not.toContain('No answer was given.');
      await first
        .getByRole('img', { name: /^Question 1: handwritten answer, page 1 of 1$/ })
        .waitFor();
      const firstRead = first.getByText('Transcription:', { exact: true }).locator('..');
      expect(await firstRead.innerText()).toMatch(PLACED_WORD);
      await context.close();
    },
  );
});
