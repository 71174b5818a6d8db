import { apiRoutes, pathTo, type LevelUser } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { RecordedRequest, TestServer } from '@/test/test-server';
import { LevelReportsRoute } from './level-reports';
import { mediaQueryList } from '@/test/media';

const LEVEL = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const usersPath = pathTo(apiRoutes.levelUsers, { levelId: LEVEL });

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
    [`GET ${usersPath}`]: (request) => {
      if (status !== 200) {
        return { status, body: { statusCode: status, message: 'boom', error: 'Error' } };
      }
      const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
      return {
        status: 200,
        body: {
          data: {
            users,
            totalAttempted: 15,
            totalCompleted: 9,
            pagination: { currentPage: page, totalPages, totalItems: 75, limit: 10 },
          },
        },
      };
    },
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
    expect(within(rows[0]!).getByText('Student1 Rao')).toBeInTheDocument();
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

  it('goes back to page 1 when the date changes, and disables future days', async () => {
    await serve();
    const { user } = renderScreen();
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery().page).toBe('3'));

    await user.click(screen.getByRole('button', { name: 'Exam date' }));
    expect(screen.getByRole('button', { name: '22 November 2026' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '18 November 2026' }));

    await waitFor(() =>
      expect(lastQuery()).toEqual({ page: '1', limit: '10', exam_date: '2026-11-18' }),
    );
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

  it("goes back to the journey with 'Back to Journey'", async () => {
    await serve();
    const { user, router } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Back to Journey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/journey'));
  });
});
