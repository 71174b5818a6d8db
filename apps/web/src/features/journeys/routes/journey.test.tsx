import { apiRoutes, type Level } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/router';
import { storage } from '@/lib/storage';
import { userStore } from '@/lib/user-store';
import { startFakeApi } from '@/test/fake-api';
import { buildSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { TestServer } from '@/test/test-server';

let server: TestServer | undefined;
/** The lazy route's first import can take longer than findBy's default second. */
const LAZY = { timeout: 5000 };
const examId = '0b6f3c1e-8d7a-4f7e-9a51-3f1c2d4e5a6b';
const subjectId = '7d9e2f4a-1b3c-4d5e-8f6a-9b0c1d2e3f4a';
const path = `/exams/${examId}/subjects/${subjectId}/journey`;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function logInAsAdmin() {
  const session = buildSession({ role: 'ADMIN' }, 'journey');
  storage.setAuthToken(session.token);
  storage.setProfile(session.data);
  storage.setIsLoggedIn(true);
  userStore.setUser(session.data);
}

const level = (id: string, overrides: Partial<Level>): Level => ({
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  title: `Level ${id}`,
  order: Number(id),
  type: 'exam',
  xp_required_to_unlock: 0,
  xpReward: 10,
  questionPaperId: null,
  ...overrides,
});

const journeys = (data: unknown) => ({
  [`GET ${apiRoutes.journeys.collection}`]: () => ({ status: 200, body: { data } }),
});

// The first test pays for loading the lazy route and the app shell.
describe('journey screen', { timeout: 15_000 }, () => {
  it('lists only exam levels of the first journey, by order, with the lock rule', async () => {
    server = await startFakeApi(
      journeys([
        {
          _id: 'j1',
          subjectId,
          title: 'Physics Journey',
          levels: [
            level('3', { title: 'Electricity test', xp_required_to_unlock: 150 }),
            level('1', { title: 'Reflection', type: 'topic' }),
            level('2', { title: 'Light test' }),
          ],
        },
        { _id: 'j2', subjectId, title: 'Second journey', levels: [] },
      ]),
    );
    logInAsAdmin();
    renderRoutes(appRoutes, path);

    expect(
      await screen.findByRole('heading', { name: 'Physics Journey', level: 1 }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText('Exams')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Journey Levels' })).toBeInTheDocument();
    expect(screen.queryByText('Reflection')).toBeNull();
    expect(screen.queryByText('Second journey')).toBeNull();

    const rows = within(screen.getByRole('list', { name: 'Exam levels' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Light test'),
      expect.stringContaining('Electricity test'),
    ]);
    const [open, locked] = rows as [HTMLElement, HTMLElement];
    expect(within(open).getByText('Exam')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'View Reports' })).toHaveAttribute(
      'href',
      '/exams/journey/reports/00000000-0000-4000-8000-000000000002',
    );
    expect(within(locked).getByText('150 XP')).toBeInTheDocument();
    // A locked level's reports are still the teacher's to read.
    expect(within(locked).getByRole('link', { name: 'View Reports' })).toHaveAttribute(
      'href',
      expect.stringContaining('/exams/journey/reports/'),
    );
    expect(locked).toHaveAttribute('data-locked', 'true');
    // The builder opens on request; until then the screen is the list above.
    expect(screen.getByRole('button', { name: 'Edit Journey' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reorder / })).toBeNull();
  });

  it('shows the empty state when the journey has no exam levels', async () => {
    server = await startFakeApi(
      journeys([{ _id: 'j1', subjectId, title: 'J', levels: [level('1', { type: 'topic' })] }]),
    );
    logInAsAdmin();
    renderRoutes(appRoutes, path);
    expect(await screen.findByText('No levels found', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText("This journey doesn't have any levels yet.")).toBeInTheDocument();
  });

  it('shows No Journey Found, whose Go Back opens the subjects when there is no history', async () => {
    server = await startFakeApi(journeys([]));
    logInAsAdmin();
    const { router } = renderRoutes(appRoutes, path);
    expect(await screen.findByText('No Journey Found', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText('No journey was found for this subject.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/exams/${examId}/subjects`));
  });

  it('shows the error state with Go Back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server = await startFakeApi({
      [`GET ${apiRoutes.journeys.collection}`]: () => ({
        status: 500,
        body: { statusCode: 500, message: 'boom', error: 'Server Error' },
      }),
    });
    logInAsAdmin();
    renderRoutes(appRoutes, path);
    expect(await screen.findByText('Error Loading Journey', {}, LAZY)).toBeInTheDocument();
    expect(
      screen.getByText('There was a problem loading the journey data. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });
});
