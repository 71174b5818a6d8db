import {
  apiRoutes,
  paperExamRoutes,
  pathTo,
  type Booklet,
  type LevelUsersResponse,
  type ScanBatch,
  type ScanPage,
  type Student,
  type StudentsPage,
} from '@markwise/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { showLanguage } from '@/i18n/i18n';
import { storage } from '@/lib/storage';
import { requestsTo, serverError, startFakeApi } from '@/test/fake-api';
import { buildProfile, classesRoute } from '@/test/fixtures';
import { mediaQueryList } from '@/test/media';
import { nodeFile, useNodeMultipart } from '@/test/multipart';
import { renderRoutes } from '@/test/render';
import type { RecordedRequest, TestReply } from '@/test/test-server';
import { PAGE_DRAG_TYPE } from '../lib/scan-files';
import { appRoutes } from '@/app/router';
import { PaperExamRoute } from './paper-exam';

const SLOW = { timeout: 5000 };
const LEVEL = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const PRINT = '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901';
const NAMED = '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const ANONYMOUS = '8d2f3e4a-5b6c-4d7e-9f8a-0b1c2d3e4f5a';
const SUBMITTED = '9e3a4f5b-6c7d-4e8f-a09b-1c2d3e4f5a6b';
const PAGE = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const STUDENT = '0b9f4c1e-58d4-4c57-9a3c-4f1f3e0f5b11';

const bookletsPath = pathTo(paperExamRoutes.booklets, { levelId: LEVEL });
const scansPath = pathTo(paperExamRoutes.scans, { levelId: LEVEL });
const pagesPath = pathTo(paperExamRoutes.pages, { levelId: LEVEL });
const assignPath = pathTo(paperExamRoutes.assignPage, { pageId: PAGE });
const discardPath = pathTo(paperExamRoutes.discardPage, { pageId: PAGE });
const pdfPath = (printId: string) => pathTo(paperExamRoutes.printPdf, { printId });

function booklet(overrides: Partial<Booklet> = {}): Booklet {
  return {
    id: NAMED,
    number: 1042,
    printId: PRINT,
    student: { id: STUDENT, name: 'Rohan Mehta', rollNo: '10A-07' },
    paperSize: 'A4',
    pageCount: 7,
    pagesIn: [1, 2, 3, 4, 6, 7],
    missingPages: [5],
    poorPages: [],
    state: 'incomplete',
    markIncomplete: false,
    sessionId: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

const anonymous = booklet({
  id: ANONYMOUS,
  number: 1043,
  student: null,
  pagesIn: [1, 2, 3, 4, 5, 6, 7],
  missingPages: [],
  state: 'needs_student',
});
const submitted = booklet({
  id: SUBMITTED,
  number: 1044,
  student: { id: 'student-2', name: 'Meera Iyer', rollNo: '10A-08' },
  pagesIn: [1, 2, 3, 4, 5, 6, 7],
  missingPages: [],
  state: 'submitted',
  sessionId: 'session-9',
});

function scanPage(overrides: Partial<ScanPage> = {}): ScanPage {
  return {
    id: PAGE,
    batchId: 'batch-1',
    status: 'unmatched',
    bookletId: null,
    bookletNumber: null,
    pageNumber: null,
    quality: { blurry: true, dark: false, cutOff: false },
    imageUrl: `/api/scan-pages/${PAGE}/image?expires=1764000000&sig=abc`,
    source: { file: 'class-10a.pdf', page: 37 },
    ...overrides,
  };
}

function batch(overrides: Partial<ScanBatch> = {}): ScanBatch {
  return {
    id: 'batch-1',
    status: 'reading',
    fileNames: ['class-10a.pdf'],
    pagesTotal: 196,
    pagesRead: 36,
    error: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

const heading: LevelUsersResponse = {
  data: {
    level: {
      _id: LEVEL,
      title: 'Unit test: Light',
      examId: 'course-1',
      subjectId: 'subject-1',
      paper: { title: 'Light: unit test', qpCode: 'PHY-10-UT-01' },
    },
    users: [],
    totalAttempted: 0,
    totalCompleted: 0,
    pagination: { currentPage: 1, totalPages: 1, totalItems: 0, limit: 1 },
  },
};

const asha: Student = {
  id: STUDENT,
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha.verma@example.com',
  mobile: null,
  class: 'Grade 10A',
  rollNo: '10A-01',
  photoUrl: null,
  isActive: true,
  averagePerformance: null,
  completedExams: 0,
};

const ok = (data: unknown): TestReply => ({ status: 200, body: { data } });
type Route = (request: RecordedRequest) => TestReply | Promise<TestReply>;

/** The level's paper exam as the API answers it; `routes` replace or add answers. */
async function paperApi(
  {
    booklets = [booklet(), anonymous, submitted],
    pages = [scanPage()],
    batches = [],
  }: { booklets?: Booklet[]; pages?: ScanPage[]; batches?: ScanBatch[] } = {},
  routes: Record<string, Route> = {},
) {
  return startFakeApi({
    ...classesRoute,
    [`GET ${pathTo(apiRoutes.levelUsers, { levelId: LEVEL })}`]: () => ({
      status: 200,
      body: heading,
    }),
    [`GET ${bookletsPath}`]: () => ok(booklets),
    [`GET ${scansPath}`]: () => ok(batches),
    [`GET ${pagesPath}`]: () => ok(pages),
    [`GET ${apiRoutes.students.collection}`]: () => {
      const body: StudentsPage = {
        data: [asha],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 20 },
      };
      return { status: 200, body };
    },
    ...routes,
  });
}

function renderPaperExam() {
  renderRoutes(
    [{ path: '/exams/journey/reports/:levelId/paper', Component: PaperExamRoute }],
    paths.paperExam(LEVEL),
  );
}

const card = (name: string) => screen.findByRole('listitem', { name }, SLOW);

/** Files the page handed to the browser to save, by name. */
let downloads: string[] = [];

beforeEach(() => {
  storage.setAuthToken('admin-access-token');
  downloads = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:booklets');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});

const pdfReply = (fileName: string): TestReply => ({
  status: 200,
  body: '%PDF-1.7',
  headers: {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName}"`,
  },
});

describe('printing answer booklets', () => {
  it('prints a class set with anonymous booklets and downloads the PDF with the bearer token', async () => {
    const made = [1001, 1002, 1003].map((number) =>
      booklet({ id: `b-${number}`, number, printId: 'print-new', state: 'printed' }),
    );
    const server = await paperApi(
      { booklets: [] },
      {
        [`POST ${bookletsPath}`]: () => ok({ printId: 'print-new', booklets: made }),
        [`GET ${pdfPath('print-new')}`]: () => pdfReply('answer-booklets-1001-1003.pdf'),
      },
    );
    const user = userEvent.setup();
    renderPaperExam();

    expect(await screen.findByText('Unit test: Light', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paper Exam' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marking Desk' })).toHaveAttribute(
      'href',
      paths.markingDesk(LEVEL),
    );
    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    await user.click(await screen.findByRole('option', { name: 'Grade 10A' }, SLOW));
    const anonymousBox = screen.getByRole('textbox', { name: 'Anonymous booklets' });
    await user.clear(anonymousBox);
    await user.type(anonymousBox, '2');
    await user.click(screen.getByRole('radio', { name: 'Letter' }));
    await user.click(screen.getByRole('button', { name: 'Print booklets' }));

    await waitFor(() => expect(downloads).toEqual(['answer-booklets-1001-1003.pdf']), SLOW);
    const [print] = requestsTo(server, 'POST', bookletsPath);
    expect(print!.body).toEqual({
      className: 'Grade 10A',
      anonymous: 2,
      paperSize: 'Letter',
      answerPages: 6,
    });
    const [pdf] = requestsTo(server, 'GET', pdfPath('print-new'));
    expect(pdf!.headers.authorization).toBe('Bearer admin-access-token');
    expect(await screen.findByText('Printed 3 booklets (1001–1003).', {}, SLOW)).toBeVisible();
  });

  it('asks whom to print for before sending anything', async () => {
    const server = await paperApi({ booklets: [] });
    const user = userEvent.setup();
    renderPaperExam();
    await user.click(await screen.findByRole('button', { name: 'Print booklets' }, SLOW));
    expect(
      await screen.findByText('Choose a class, or ask for anonymous booklets', {}, SLOW),
    ).toBeVisible();
    expect(requestsTo(server, 'POST', bookletsPath)).toHaveLength(0);
  });

  it('prints for named students, found by name', async () => {
    const server = await paperApi(
      { booklets: [] },
      {
        [`POST ${bookletsPath}`]: () => ok({ printId: 'print-new', booklets: [booklet()] }),
        [`GET ${pdfPath('print-new')}`]: () => pdfReply('answer-booklets-1042.pdf'),
      },
    );
    const user = userEvent.setup();
    renderPaperExam();
    await user.click(await screen.findByRole('radio', { name: 'Named students' }, SLOW));
    await user.type(screen.getByRole('combobox', { name: 'Students' }), 'Asha');
    await user.click(
      await screen.findByRole('option', { name: 'Asha Verma · 10A-01 · Grade 10A' }, SLOW),
    );
    await user.click(screen.getByRole('button', { name: 'Print booklets' }));
    await waitFor(() => expect(downloads).toEqual(['answer-booklets-1042.pdf']), SLOW);
    expect(requestsTo(server, 'POST', bookletsPath)[0]!.body).toEqual({
      studentIds: [STUDENT],
      paperSize: 'A4',
      answerPages: 6,
    });
  });

  it("downloads an earlier print's PDF again from the booklets table", async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      mediaQueryList(query, true),
    );
    const server = await paperApi(
      {},
      { [`GET ${pdfPath(PRINT)}`]: () => pdfReply('answer-booklets-1042-1044.pdf') },
    );
    const user = userEvent.setup();
    renderPaperExam();
    const table = await screen.findByRole('table', { name: 'Booklets' }, SLOW);
    expect(within(table).getByText('Rohan Mehta (10A-07)')).toBeVisible();
    expect(within(table).getByText('6 of 7')).toBeVisible();
    expect(within(table).getByText('Missing pages')).toBeVisible();
    expect(within(table).getByText('Needs a student')).toBeVisible();
    expect(within(table).getByText('Submitted for marking')).toBeVisible();
    expect(
      within(table).getByRole('link', { name: 'Open in Marking Desk: booklet 1044' }),
    ).toHaveAttribute('href', `${paths.markingDesk(LEVEL)}?session=session-9`);

    await user.click(
      within(table).getByRole('button', { name: 'Download PDF of booklets 1042–1044' }),
    );
    await waitFor(() => expect(downloads).toEqual(['answer-booklets-1042-1044.pdf']), SLOW);
    expect(requestsTo(server, 'GET', pdfPath(PRINT))).toHaveLength(1);
  });
});

describe('uploading scans', () => {
  useNodeMultipart();

  it('uploads the files, shows the reading as it goes, then what was read', async () => {
    const batches: ScanBatch[] = [];
    let polls = 0;
    const server = await paperApi(
      { pages: [] },
      {
        [`POST ${scansPath}`]: () => {
          batches.push(batch());
          return ok(batches[0]);
        },
        [`GET ${scansPath}`]: () => {
          // Read for two polls, then done.
          if (batches[0] && ++polls > 2) {
            batches[0] = batch({
              status: 'done',
              pagesRead: 196,
              finishedAt: batches[0].createdAt,
            });
          }
          return ok(batches);
        },
      },
    );
    const user = userEvent.setup();
    renderPaperExam();
    await screen.findByRole('button', { name: 'Choose files' }, SLOW);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, nodeFile(['%PDF-1.7 scans'], 'class-10a.pdf', 'application/pdf'));
    expect(screen.getByText('class-10a.pdf')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Reading page 37 of 196', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Reading class-10a.pdf' })).toBeVisible();
    expect(await screen.findByText('Done: 196 pages read', {}, SLOW)).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();

    const [upload] = requestsTo(server, 'POST', scansPath);
    expect(upload!.headers['content-type']).toMatch(/multipart\/form-data/);
    expect(String(upload!.body)).toMatch(/name="files"; filename="class-10a.pdf"/);
    // The finished batch placed pages: the booklets are read again.
    await waitFor(() => expect(requestsTo(server, 'GET', bookletsPath).length).toBeGreaterThan(1));
  }, 15_000);

  it('refuses a file that is not a scan, sending nothing', async () => {
    const server = await paperApi();
    const user = userEvent.setup({ applyAccept: false });
    renderPaperExam();
    await screen.findByRole('button', { name: 'Choose files' }, SLOW);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, nodeFile(['hello'], 'notes.txt', 'text/plain'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('notes.txt is not a PDF, JPEG, PNG or WebP file')).toBeVisible();
    expect(requestsTo(server, 'POST', scansPath)).toHaveLength(0);
  });
});

describe('pages to check', () => {
  it('places an unmatched page from the keyboard, and on a taken slot offers to replace it', async () => {
    const taken: TestReply = {
      status: 409,
      body: {
        statusCode: 409,
        message: 'Page 5 of booklet 1042 is already scanned',
        error: 'Conflict',
      },
    };
    const server = await paperApi(
      {},
      {
        [`POST ${assignPath}`]: (request) =>
          (request.body as { replace?: boolean }).replace
            ? ok(
                scanPage({
                  status: 'matched',
                  bookletId: NAMED,
                  bookletNumber: 1042,
                  pageNumber: 5,
                }),
              )
            : taken,
      },
    );
    const user = userEvent.setup();
    renderPaperExam();

    const page = await card('Scanned page: class-10a.pdf, page 37');
    expect(within(page).getByText('No readable booklet code')).toBeVisible();
    expect(within(page).getByText('Blurry')).toBeVisible();
    await user.selectOptions(
      within(page).getByRole('combobox', { name: 'Booklet' }),
      '1042 · Rohan Mehta (10A-07) · missing p. 5',
    );
    // A submitted booklet takes no more pages.
    expect(within(page).queryByRole('option', { name: /^1044/ })).toBeNull();
    const number = within(page).getByRole('textbox', { name: 'Page number' });
    expect(number).toHaveValue('5');
    await user.clear(number);
    await user.type(number, '5{Enter}');

    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('Page 5 of booklet 1042 is already scanned')).toBeVisible();
    expect(requestsTo(server, 'POST', assignPath)[0]!.body).toEqual({
      bookletId: NAMED,
      pageNumber: 5,
    });
    await user.click(
      within(dialog).getByRole('button', { name: 'Replace the page already there' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(requestsTo(server, 'POST', assignPath)[1]!.body).toEqual({
      bookletId: NAMED,
      pageNumber: 5,
      replace: true,
    });
    expect(await screen.findByText('Placed as page 5 of booklet 1042.', {}, SLOW)).toBeVisible();
  });

  it('places a page dropped on a missing page of a booklet', async () => {
    const server = await paperApi(
      {},
      { [`POST ${assignPath}`]: () => ok(scanPage({ status: 'matched' })) },
    );
    renderPaperExam();
    const row = await card('Booklet 1042');
    const slot = within(row).getByRole('listitem', { name: 'Missing page 5' });
    fireEvent.drop(slot, {
      dataTransfer: { types: [PAGE_DRAG_TYPE], getData: () => PAGE },
    });
    await waitFor(() => expect(requestsTo(server, 'POST', assignPath)).toHaveLength(1), SLOW);
    expect(requestsTo(server, 'POST', assignPath)[0]!.body).toEqual({
      bookletId: NAMED,
      pageNumber: 5,
    });
  });

  it('sets a page aside, and enlarges one on request', async () => {
    const server = await paperApi(
      {},
      { [`POST ${discardPath}`]: () => ok(scanPage({ status: 'discarded' })) },
    );
    const user = userEvent.setup();
    renderPaperExam();
    const page = await card('Scanned page: class-10a.pdf, page 37');
    await user.click(within(page).getByRole('button', { name: 'Enlarge class-10a.pdf, page 37' }));
    expect(
      await screen.findByRole('dialog', { name: 'Scan of class-10a.pdf, page 37' }, SLOW),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(within(page).getByRole('button', { name: 'Set aside' }));
    await waitFor(() => expect(requestsTo(server, 'POST', discardPath)).toHaveLength(1), SLOW);
    // The pages are read again after the write.
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url.startsWith(`/api${pagesPath}`))).toHaveLength(2),
    );
  });

  it('says so when every scanned page is in its booklet', async () => {
    await paperApi({ pages: [] });
    renderPaperExam();
    expect(
      await screen.findByText('Every scanned page is in its booklet.', {}, SLOW),
    ).toBeVisible();
  });

  it('says so when no booklet has been printed', async () => {
    await paperApi({ booklets: [], pages: [] });
    renderPaperExam();
    expect(await screen.findByText('No booklets yet', {}, SLOW)).toBeVisible();
  });

  it('names each list that failed to load, with a way to try again', async () => {
    let failing = true;
    const server = await paperApi(
      { pages: [] },
      {
        [`GET ${bookletsPath}`]: () => (failing ? serverError() : ok([booklet()])),
        [`GET ${pagesPath}`]: () => serverError('The pages are unavailable'),
      },
    );
    const user = userEvent.setup();
    renderPaperExam();
    const booklets = await screen.findByRole(
      'alert',
      { name: 'The booklets could not be loaded' },
      SLOW,
    );
    expect(
      await screen.findByRole('alert', { name: 'The scanned pages could not be loaded' }, SLOW),
    ).toHaveTextContent('The pages are unavailable');
    failing = false;
    await user.click(within(booklets).getByRole('button', { name: 'Try Again' }));
    expect(await card('Booklet 1042')).toBeVisible();
    expect(requestsTo(server, 'GET', bookletsPath).length).toBeGreaterThan(1);
  });
});

describe('booklets', () => {
  it('asks before marking a booklet without its missing pages', async () => {
    const markPath = pathTo(paperExamRoutes.markIncomplete, { bookletId: NAMED });
    const server = await paperApi(
      {},
      { [`POST ${markPath}`]: () => ok(booklet({ markIncomplete: true, state: 'complete' })) },
    );
    const user = userEvent.setup();
    renderPaperExam();
    const row = await card('Booklet 1042');
    expect(within(row).getByText('Missing pages')).toBeVisible();
    await user.click(
      within(row).getByRole('button', { name: 'Mark without missing pages: booklet 1042' }),
    );

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Mark booklet 1042 without its missing pages?' },
      SLOW,
    );
    expect(
      within(dialog).getByText('Its answers go to review with the missing pages named (p. 5).'),
    ).toBeVisible();
    expect(requestsTo(server, 'POST', markPath)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mark without missing pages' }));
    await waitFor(() => expect(requestsTo(server, 'POST', markPath)).toHaveLength(1), SLOW);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
  });

  it('holds a booklet with a poor scan until the teacher marks it as scanned', async () => {
    const markPath = pathTo(paperExamRoutes.markIncomplete, { bookletId: NAMED });
    const blurry = booklet({
      pagesIn: [1, 2, 3, 4, 5, 6, 7],
      missingPages: [],
      poorPages: [3],
      state: 'check_scan',
    });
    const server = await paperApi(
      { booklets: [blurry] },
      { [`POST ${markPath}`]: () => ok({ ...blurry, markIncomplete: true, state: 'complete' }) },
    );
    const user = userEvent.setup();
    renderPaperExam();
    const row = await card('Booklet 1042');
    expect(within(row).getByText('Check the scan')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Mark as scanned: booklet 1042' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Mark booklet 1042 as scanned?' },
      SLOW,
    );
    expect(
      within(dialog).getByText(/The scan of p\. 3 is blurry, too dark or cut off/),
    ).toBeVisible();
    expect(requestsTo(server, 'POST', markPath)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as scanned' }));
    await waitFor(() => expect(requestsTo(server, 'POST', markPath)).toHaveLength(1), SLOW);
  });

  it('ties an anonymous booklet to the student who wrote it', async () => {
    const tiePath = pathTo(paperExamRoutes.bookletStudent, { bookletId: ANONYMOUS });
    const server = await paperApi(
      {},
      {
        [`POST ${tiePath}`]: () =>
          ok({ ...anonymous, student: { id: STUDENT, name: 'Asha Verma', rollNo: '10A-01' } }),
      },
    );
    const user = userEvent.setup();
    renderPaperExam();
    const row = await card('Booklet 1043');
    expect(within(row).getByText('Anonymous')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Tie booklet 1043 to student' }));

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Tie booklet 1043 to a student' },
      SLOW,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tie to student' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose the student who wrote this booklet',
    );
    await user.type(within(dialog).getByRole('combobox', { name: 'Student' }), 'Asha');
    await user.click(
      await screen.findByRole('option', { name: 'Asha Verma · 10A-01 · Grade 10A' }, SLOW),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tie to student' }));

    await waitFor(() => expect(requestsTo(server, 'POST', tiePath)).toHaveLength(1), SLOW);
    expect(requestsTo(server, 'POST', tiePath)[0]!.body).toEqual({ studentId: STUDENT });
    expect(await screen.findByText("Booklet 1043 is Asha Verma's.", {}, SLOW)).toBeVisible();
  });
});

describe('the paper exam screen in the app', () => {
  it('is an admin screen, reached from the level reports', async () => {
    await paperApi(
      {},
      {
        [`GET ${pathTo(apiRoutes.review.levelReviews, { levelId: LEVEL })}`]: () => ({
          status: 200,
          body: {
            data: [],
            questions: [],
            pagination: { currentPage: 1, totalPages: 1, totalItems: 0, limit: 1 },
          },
        }),
      },
    );
    storage.setProfile(buildProfile({ role: 'ADMIN' }));
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, paths.levelReports(LEVEL));
    await user.click(await screen.findByRole('link', { name: 'Paper exam' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.paperExam(LEVEL)));
    expect(await screen.findByRole('heading', { name: 'Paper Exam' }, SLOW)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Level Reports' })).toHaveAttribute(
      'href',
      paths.levelReports(LEVEL),
    );
  });

  it('sends a student away', async () => {
    await paperApi();
    storage.setProfile(buildProfile({ role: 'STUDENT' }));
    const { router } = renderRoutes(appRoutes, paths.paperExam(LEVEL));
    await waitFor(
      () => expect(router.state.location.pathname).not.toBe(paths.paperExam(LEVEL)),
      SLOW,
    );
    expect(screen.queryByRole('heading', { name: 'Paper Exam' })).toBeNull();
  });
});

describe('the paper exam screen in Hindi', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('shows every step, booklet and page to check in Hindi, with no English left', async () => {
    await showLanguage('hi');
    await paperApi({ batches: [batch({ status: 'done', pagesRead: 196 })] });
    const user = userEvent.setup();
    renderPaperExam();

    // The first render also loads the Hindi catalogue's screen: a busy machine gets longer.
    expect(await screen.findByText('Unit test: Light', {}, { timeout: 15_000 })).toBeVisible();
    // One look at the headings: role queries are slow on a screen this large.
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining([
        'लिखित परीक्षा',
        'उत्तर पुस्तिकाएँ प्रिंट करें',
        'स्कैन अपलोड करें',
        'पुस्तिकाएँ',
        'जाँचने योग्य पृष्ठ',
      ]),
    );
    expect(screen.getByText('मूल्यांकन डेस्क').closest('a')).toHaveAttribute(
      'href',
      paths.markingDesk(LEVEL),
    );
    expect(screen.getByText('स्तर रिपोर्ट पर वापस जाएँ')).toBeVisible();

    // Printing and uploading.
    expect(screen.getByText('एक कक्षा')).toBeVisible();
    expect(screen.getByLabelText('बेनाम पुस्तिकाएँ')).toBeVisible();
    expect(screen.getByText('पुस्तिकाएँ प्रिंट करें')).toBeVisible();
    expect(screen.getByText('फ़ाइलें चुनें')).toBeVisible();
    expect(await screen.findByText('पूर्ण: 196 पृष्ठ पढ़े गए', {}, SLOW)).toBeVisible();

    // The booklets: states, pages and actions.
    const named = await card('पुस्तिका 1042');
    expect(within(named).getByText('पृष्ठ छूटे हैं')).toBeVisible();
    expect(within(named).getByText('7 में से 6')).toBeVisible();
    expect(within(named).getByRole('listitem', { name: 'छूटा पृष्ठ 5' })).toHaveTextContent('पृ. 5');
    expect(
      within(named).getByRole('button', { name: 'छूटे पृष्ठों के बिना मूल्यांकन करें: पुस्तिका 1042' }),
    ).toBeVisible();
    const nameless = await card('पुस्तिका 1043');
    expect(within(nameless).getByText('बेनाम')).toBeVisible();
    expect(within(nameless).getByText('छात्र चुनना है')).toBeVisible();
    expect(
      within(nameless).getByRole('button', { name: 'पुस्तिका 1043 को छात्र से जोड़ें' }),
    ).toBeVisible();
    expect(within(await card('पुस्तिका 1044')).getByText('मूल्यांकन के लिए जमा')).toBeVisible();

    // A page to check: why, its scan's problem, where it came from, and how to place it.
    const page = await card('स्कैन किया गया पृष्ठ: class-10a.pdf, पृष्ठ 37');
    expect(within(page).getByText('पुस्तिका का कोड पढ़ा नहीं जा सका')).toBeVisible();
    expect(within(page).getByText('धुंधला')).toBeVisible();
    expect(within(page).getByRole('button', { name: 'अलग रखें' })).toBeVisible();
    await user.click(within(page).getByRole('button', { name: 'पृष्ठ रखें' }));
    expect(await within(page).findByText('वह पुस्तिका चुनें जिसका यह पृष्ठ है', {}, SLOW)).toBeVisible();

    for (const english of [
      'Paper Exam',
      'Print answer booklets',
      'Upload scans',
      'Pages to check',
      'Print booklets',
      'Choose files',
      'Anonymous booklets',
      'Missing pages',
      'Needs a student',
      'Tie to student',
      'Anonymous',
      'Set aside',
      'Place page',
      'Blurry',
      'No readable booklet code',
      'Choose the booklet this page belongs to',
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }
    expect(screen.queryByText(/booklet|Booklet|page \d/)).toBeNull();
  });
});
