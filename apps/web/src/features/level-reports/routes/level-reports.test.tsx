import {
  apiRoutes,
  pathTo,
  reviewRoutes,
  type LevelUser,
  type ReviewListResponse,
} from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi } from '@/test/fake-api';
import { classesRoute } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { RecordedRequest, TestServer } from '@/test/test-server';
import { LevelReportsRoute } from './level-reports';
import { mediaQueryList } from '@/test/media';

const LEVEL = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const usersPath = pathTo(apiRoutes.levelUsers, { levelId: LEVEL });
const exportPath = pathTo(apiRoutes.levelUsersExport, { levelId: LEVEL });
const reviewsPath = pathTo(reviewRoutes.levelReviews, { levelId: LEVEL });
const progress: ReviewListResponse = {
  data: [],
  questions: [1, 2].map((number) => ({
    questionId: `q-${number}`,
    number,
    marks: 5,
    rubric: [],
    waiting: number === 1 ? 4 : 1,
    needsDecision: number === 1 ? 3 : 0,
    unreleased: number === 1 ? 4 : 1,
    reviewed: number === 1 ? 5 : 0,
    total: 10,
    agreement: null,
  })),
  pagination: { currentPage: 1, totalPages: 1, totalItems: 5, limit: 1 },
};
const level = {
  _id: LEVEL,
  title: 'Unit test: Light',
  examId: 'course-1',
  subjectId: 'subject-1',
  paper: { title: 'Light: unit test', qpCode: 'PHY-10-UT-01' },
};

let server: TestServer | undefined;

beforeEach(() => {
  // Only the clock is faked: "today" is 21 Nov 2026 whatever day the tests run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 10, 0));
});

afterEach(() => {
  vi.useRealTimers();
});

function buildUser(index: number, overrides: Partial<LevelUser['level_progress']> = {}): LevelUser {
  return {
    _id: `user-${index}`,
    firstName: `Student${index}`,
    lastName: 'Rao',
    email: `student${index}@example.edu`,
    class: 'Grade 10A',
    timestamp: '2026-11-21T08:35:00.000Z',
    level_progress: {
      completion: 'completed',
      attempts: 2,
      marks_earned: 13.5,
      session_id: `session-${index}`,
      status: 'evaluated',
      overall_report: {
        marks_awarded: 13.5,
        marks_allocated: 20,
        isPass: true,
        overall_report: '## Overall result\n\nA **good** paper.',
      },
      ...overrides,
    },
  };
}

const defaultUsers = [
  buildUser(1),
  buildUser(2, { completion: 'in_progress', marks_earned: 0, overall_report: null }),
  buildUser(3, {
    overall_report: { marks_awarded: 5, marks_allocated: 20, isPass: false, overall_report: '' },
  }),
];

type Answer = { users?: LevelUser[]; totalPages?: number; status?: number };

async function serve({ users = defaultUsers, totalPages = 8, status = 200 }: Answer = {}) {
  server = await startFakeApi({
    ...classesRoute,
    [`GET ${usersPath}`]: (request) => {
      if (status !== 200) {
        return { status, body: { statusCode: status, message: 'boom', error: 'Error' } };
      }
      const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
      return {
        status: 200,
        body: {
          data: {
            level,
            users,
            totalAttempted: 15,
            totalCompleted: 9,
            pagination: { currentPage: page, totalPages, totalItems: 75, limit: 10 },
          },
        },
      };
    },
    [`GET ${reviewsPath}`]: () => ({ status: 200, body: progress }),
    [`GET ${exportPath}`]: () => ({
      status: 200,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      body: 'Student Name\n',
    }),
  });
  return server;
}

function queryOf(request: RecordedRequest | undefined) {
  return Object.fromEntries(new URL(request?.url ?? '/', 'http://x').searchParams);
}

const lastQuery = () =>
  queryOf(server?.requests.filter((r) => r.url.startsWith('/api/user')).at(-1));

function renderScreen() {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/journey', element: <p>Journey screen</p> },
      { path: '/exams/:examId/subjects/:subjectId/journey', element: <p>The level's journey</p> },
      { path: '/exams/journey/reports/:levelId', Component: LevelReportsRoute },
    ],
    '/journey',
  );
  void view.router.navigate(`/exams/journey/reports/${LEVEL}`);
  return { ...view, user };
}

function useDesktop() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, query.includes('min-width')),
  );
}

describe('Level reports', () => {
  it("loads today's first page and shows the badges and the table", async () => {
    useDesktop();
    await serve();
    renderScreen();

    expect(await screen.findByRole('heading', { name: 'Level Reports' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('Total Attempts: 15')).toBeInTheDocument();
    expect(screen.getByText('Completed: 9')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '1', limit: '10', exam_date: '2026-11-21' });
    // The level's marking progress, both questions together.
    const marking = await screen.findByRole('group', { name: 'Marking progress' });
    expect(marking).toHaveTextContent(
      '5 of 20 answers reviewed by a teacher · 3 need a decision · 2 held until release',
    );

    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Student Name',
      'Email',
      'Status',
      'Attempts',
      'Marks Obtained',
      'Actions',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    // A name opens the student's page (every attempt, the password reset).
    expect(within(rows[0]!).getByRole('link', { name: 'Student1 Rao' })).toHaveAttribute(
      'href',
      '/students/user-1',
    );
    expect(within(rows[0]!).getByText('Completed')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('13.5/20')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('In Progress')).toBeInTheDocument();
  });

  it('says Awaiting evaluation only for a submitted attempt, not one still being answered', async () => {
    await serve({
      users: [
        buildUser(1, { completion: 'in_progress', status: 'in_progress', overall_report: null }),
        buildUser(2, { completion: 'in_progress', status: 'submitted', overall_report: null }),
      ],
    });
    renderScreen();
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Still being answered')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Awaiting evaluation')).toBeNull();
    expect(within(items[1]!).getByText('Awaiting evaluation')).toBeInTheDocument();
  });

  it('offers Detailed Report only for a completed attempt with a session id', async () => {
    await serve({
      users: [
        buildUser(1),
        buildUser(2, { completion: 'in_progress' }),
        buildUser(3, { session_id: '' }),
      ],
    });
    renderScreen();
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByRole('button', { name: /Detailed Report/ })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: /Detailed Report/ })).toBeNull();
    expect(within(items[2]!).queryByRole('button', { name: /Detailed Report/ })).toBeNull();
    // The evaluated result itself can still be read.
    expect(within(items[1]!).getByRole('button', { name: /View Result/ })).toBeInTheDocument();
  });

  it('pages with Previous, Next and at most 5 numbers', async () => {
    await serve();
    const { user } = renderScreen();
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const numbers = () =>
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(lastQuery().page).toBe('5'));
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().page).toBe('6'));
    expect(numbers()).toEqual(['4', '5', '6', '7', '8']);
  });

  it('goes back to page 1 when the period changes, and takes a custom range of past days', async () => {
    await serve();
    const { user } = renderScreen();
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery().page).toBe('3'));

    // 21 Nov 2026 is a Saturday: this week started on Monday the 16th.
    await user.click(screen.getByRole('radio', { name: 'This week' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ page: '1', limit: '10', from: '2026-11-16', to: '2026-11-21' }),
    );

    await user.click(screen.getByRole('radio', { name: 'All time' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ page: '1', limit: '10', from: '1900-01-01' }),
    );

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await user.click(screen.getByRole('button', { name: 'Exam dates' }));
    expect(screen.getByRole('button', { name: '22 November 2026' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '12 November 2026' }));
    await user.click(screen.getByRole('button', { name: '18 November 2026' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ page: '1', limit: '10', from: '2026-11-12', to: '2026-11-18' }),
    );
  });

  it('filters by status and class, and exports the same filters', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await serve();
    const { user } = renderScreen();
    await screen.findByText('Total Attempts: 15');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In review' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'in_review', page: '1' }));
    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    await user.click(await screen.findByRole('option', { name: 'Grade 10B' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: '1',
        limit: '10',
        exam_date: '2026-11-21',
        status: 'in_review',
        class: 'Grade 10B',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['unit-test-light-2026-11-21.csv']));
    const exported = server?.requests.find((r) => r.url.includes('/users/export'));
    expect(queryOf(exported)).toEqual({
      exam_date: '2026-11-21',
      status: 'in_review',
      class: 'Grade 10B',
      format: 'csv',
    });
  });

  it('shows the level and its paper, and prints the table alone', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await serve();
    const { user } = renderScreen();
    expect(await screen.findByText('Unit test: Light')).toBeInTheDocument();
    expect(screen.getByText(/Light: unit test \(PHY-10-UT-01\)/)).toBeInTheDocument();
    expect(document.body).toHaveAttribute('data-printing-table');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("shows 'No students found' for a day without attempts", async () => {
    await serve({ users: [], totalPages: 1 });
    renderScreen();
    expect(await screen.findByText('No students found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows the error panel with Go Back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await serve({ status: 500 });
    const { user, router } = renderScreen();
    expect(await screen.findByText('Error Loading Reports')).toBeInTheDocument();
    expect(
      screen.getByText('There was a problem loading the reports data. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/journey'));
  });

  it("links 'Back to Journey' to the level's journey, even when opened directly", async () => {
    await serve();
    const { user, router } = renderScreen();
    const back = await screen.findByRole('link', { name: 'Back to Journey' });
    await waitFor(() =>
      expect(back).toHaveAttribute('href', '/exams/course-1/subjects/subject-1/journey'),
    );
    await user.click(back);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/exams/course-1/subjects/subject-1/journey'),
    );
  });
});
