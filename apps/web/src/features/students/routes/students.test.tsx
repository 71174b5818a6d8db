import { apiRoutes, type Student, type StudentsPage } from '@markwise/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startFakeApi, serverError } from '@/test/fake-api';
import { buildStudent, classesRoute } from '@/test/fixtures';
import { mediaQueryList } from '@/test/media';
import { renderRoutes } from '@/test/render';
import type { RecordedRequest, TestServer } from '@/test/test-server';
import { StudentsRoute } from './students';

let server: TestServer | undefined;
/** jsdom renders a full table slowly on a busy machine. */
const SLOW = { timeout: 5000 };

const student = (index: number): Student => ({
  id: `id-${index}`,
  firstName: `First${index}`,
  lastName: `Last${index}`,
  email: `s${index}@example.test`,
  mobile: null,
  class: 'Grade 10A',
  rollNo: `R-${index}`,
  photoUrl: null,
  isActive: true,
  averagePerformance: index === 1 ? null : 91,
  completedExams: 1,
});

/** 23 students, 10 a page, as the API pages them. */
function studentsPage(request: RecordedRequest) {
  const params = new URL(request.url, 'http://x').searchParams;
  const page = Number(params.get('page') ?? 1);
  const total = params.get('search') === 'none' ? 0 : 23;
  const from = (page - 1) * 10;
  const body: StudentsPage = {
    data: Array.from({ length: Math.max(0, Math.min(10, total - from)) }, (_, i) =>
      student(from + i + 1),
    ),
    pagination: {
      currentPage: page,
      totalPages: Math.max(1, Math.ceil(total / 10)),
      totalItems: total,
      limit: 10,
    },
  };
  return { status: 200, body };
}

const listRequests = () =>
  (server?.requests ?? [])
    .filter((r) => r.url.startsWith(`/api${apiRoutes.students.collection}?`))
    .map((r) => Object.fromEntries(new URL(r.url, 'http://x').searchParams));

describe('students list', () => {
  it('pages on the server, shows the range, and resets to page 1 on a class change', async () => {
    server = await startFakeApi({
      ...classesRoute,
      [`GET ${apiRoutes.students.collection}`]: studentsPage,
    });
    renderRoutes([{ path: '/students', Component: StudentsRoute }], '/students');
    const user = userEvent.setup();

    expect(await screen.findByText('Showing 1 to 10 of 23 results', {}, SLOW)).toBeInTheDocument();
    expect(listRequests()[0]).toEqual({ page: '1', limit: '10' });
    expect(screen.getAllByText('—').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21 to 23 of 23 results', {}, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Filter by class' }));
    await user.click(await screen.findByRole('option', { name: 'Grade 10B' }, SLOW));
    await waitFor(
      () => expect(listRequests().at(-1)).toEqual({ page: '1', limit: '10', class: 'Grade 10B' }),
      SLOW,
    );
  });

  it('searches on the server after a pause and shows the no-match state', async () => {
    server = await startFakeApi({
      ...classesRoute,
      [`GET ${apiRoutes.students.collection}`]: studentsPage,
    });
    renderRoutes([{ path: '/students', Component: StudentsRoute }], '/students');
    await screen.findByText('Showing 1 to 10 of 23 results', {}, SLOW);

    const search = screen.getByRole('searchbox', { name: 'Search students' });
    for (const value of ['n', 'no', 'non', 'none']) fireEvent.change(search, { target: { value } });
    expect(await screen.findByText('No students found', {}, SLOW)).toBeInTheDocument();
    const searches = listRequests().filter((query) => query.search);
    // Debounced: one request for the whole word, not one per letter.
    expect(searches).toEqual([{ page: '1', limit: '10', search: 'none' }]);
  });

  it.each([
    ['phone card', false],
    ['desktop row', true],
  ])("a %s shows the student's photo beside the name, else their initials", async (_, desktop) => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      mediaQueryList(query, desktop && query.includes('min-width')),
    );
    const photoUrl = '/api/uploads/avatars/asha.png';
    const body: StudentsPage = {
      data: [
        buildStudent({ id: 'asha', photoUrl }),
        buildStudent({ id: 'kabir', firstName: 'Kabir', lastName: 'Rao' }),
      ],
      pagination: { currentPage: 1, totalPages: 1, totalItems: 2, limit: 10 },
    };
    server = await startFakeApi({
      ...classesRoute,
      [`GET ${apiRoutes.students.collection}`]: () => ({ status: 200, body }),
    });
    renderRoutes([{ path: '/students', Component: StudentsRoute }], '/students');
    // A student's row or card, found by their name link (the avatar beside it adds no name).
    const item = desktop ? 'tr' : 'li';
    const itemOf = async (name: string) =>
      (await screen.findByRole('link', { name }, SLOW)).closest<HTMLElement>(item)!;

    const asha = await itemOf('Asha Verma');
    expect(asha.querySelector('img')).toHaveAttribute('src', photoUrl);
    const kabir = await itemOf('Kabir Rao');
    expect(kabir.querySelector('img')).toBeNull();
    expect(within(kabir).getByText('KR')).toBeInTheDocument();
  });

  it('shows an error state with a retry', async () => {
    server = await startFakeApi({
      ...classesRoute,
      [`GET ${apiRoutes.students.collection}`]: () => serverError(),
    });
    renderRoutes([{ path: '/students', Component: StudentsRoute }], '/students');
    const alert = await screen.findByText('Error Loading Students', {}, SLOW);
    expect(
      within(alert.closest('[role="alert"]') ?? document.body).getByRole('button', {
        name: 'Try Again',
      }),
    ).toBeInTheDocument();
  });
});
