import {
  apiRoutes,
  type AttemptLevel,
  type AttemptSession,
  StudentSummary,
} from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { buildAttemptLevel, exampleOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { TestServer } from '@/test/test-server';
import { StudentDashboardRoute } from './student-dashboard';
import { StudentExamsRoute } from './student-exams';

let server: TestServer | undefined;
const SLOW = { timeout: 5000 };

const summary: StudentSummary = {
  xp: 20,
  availableExams: 3,
  completed: 2,
  averageScore: 62.5,
  timeSpentMinutes: 95,
  recent: [
    {
      _id: 's-2',
      title: 'Light: unit test',
      subject: 'Physics',
      startTime: '2026-11-20T09:30:00.000Z',
      status: 'evaluated',
      percentage: 45,
      isPass: false,
    },
    {
      _id: 's-1',
      title: 'Cells',
      subject: 'Biology',
      startTime: '2026-11-19T09:30:00.000Z',
      status: 'submitted',
      percentage: null,
      isPass: null,
    },
  ],
  newResults: [],
  subjects: [{ subject: 'Physics', averageScore: 62.5, completed: 2 }],
  // The contract's example journey (1 of 4 levels passed), leading on to the test's next level.
  journeys: exampleOf(StudentSummary).journeys.map((journey) => ({
    ...journey,
    nextLevel: { levelId: 'l-2', title: 'Unit test: Motion', xpRequired: 50, xpNeeded: 30 },
  })),
};

/** GET the student's levels: their XP and the levels as given. */
const levelsRoute = (xp: number, levels: AttemptLevel[]) => ({
  [`GET ${apiRoutes.attempts.levels}`]: () => ({ status: 200, body: { data: { xp, levels } } }),
});

describe('student dashboard', () => {
  it("shows the student's own figures, recent exams, subject bars and journey progress", async () => {
    server = await startFakeApi({
      [`GET ${apiRoutes.attempts.summary}`]: () => ({ status: 200, body: { data: summary } }),
    });
    renderRoutes(
      [{ path: '/student-portal', Component: StudentDashboardRoute }],
      '/student-portal',
    );

    const card = async (label: string) =>
      (await screen.findByText(label, {}, SLOW)).closest('.mantine-Card-root') as HTMLElement;
    // The cards stand from the start, a spinner in each until the figures arrive.
    expect(await within(await card('Available Exams')).findByText('3', {}, SLOW)).toBeVisible();
    expect(within(await card('Completed')).getByText('2')).toBeInTheDocument();
    expect(within(await card('Average Score')).getByText('62.5%')).toBeInTheDocument();
    expect(within(await card('Time Spent')).getByText('1h 35m')).toBeInTheDocument();

    // An evaluated exam links to its report; one being marked says so.
    expect(screen.getByRole('link', { name: 'Light: unit test' })).toHaveAttribute(
      'href',
      '/reports/s-2',
    );
    expect(screen.getByText('Fail')).toBeInTheDocument();
    expect(screen.getByText('Being evaluated')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cells' })).not.toBeInTheDocument();

    expect(screen.getByRole('progressbar', { name: 'Physics average 62.5%' })).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Physics Journey: 1 of 4 levels passed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Unit test: Motion at 50 XP \(30 XP to go\)/)).toBeInTheDocument();
    expect(screen.getByText('20 XP')).toBeInTheDocument();
    // Nothing new: no notice.
    expect(screen.queryByText(/new results/i)).toBeNull();
  });

  it('says when new results are ready, each linking to its report', async () => {
    const newResults: StudentSummary['newResults'] = [
      {
        _id: 's-2',
        title: 'Light: unit test',
        subject: 'Physics',
        evaluatedAt: '2026-11-21T09:30:00.000Z',
        percentage: 45,
        isPass: false,
      },
    ];
    server = await startFakeApi({
      [`GET ${apiRoutes.attempts.summary}`]: () => ({
        status: 200,
        body: { data: { ...summary, newResults } },
      }),
    });
    renderRoutes(
      [{ path: '/student-portal', Component: StudentDashboardRoute }],
      '/student-portal',
    );
    const title = await screen.findByText('New results are ready', {}, SLOW);
    const alert = title.closest<HTMLElement>('[role="status"]')!;
    expect(within(alert).getByRole('link', { name: 'Light: unit test' })).toHaveAttribute(
      'href',
      '/reports/s-2',
    );
    expect(alert).toHaveTextContent('Physics · 45%');
  });

  it('offers Try Again when the figures cannot be loaded, and shows them once they can', async () => {
    let fail = true;
    server = await startFakeApi({
      [`GET ${apiRoutes.attempts.summary}`]: () =>
        fail
          ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } }
          : { status: 200, body: { data: summary } },
    });
    renderRoutes(
      [{ path: '/student-portal', Component: StudentDashboardRoute }],
      '/student-portal',
    );

    const retry = await screen.findByRole('button', { name: 'Try Again' }, SLOW);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load your dashboard');
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('62.5%', {}, SLOW)).toBeInTheDocument();
  });
});

describe('available exams', () => {
  it("lists the levels, shows a locked one's 'N XP' and starts an open one", async () => {
    const session = { _id: 'session-9' } as AttemptSession;
    server = await startFakeApi({
      ...levelsRoute(20, [
        buildAttemptLevel({ bestPercentage: 75, attempts: 2 }),
        buildAttemptLevel({
          levelId: 'l-2',
          title: 'Unit test: Motion',
          xp_required_to_unlock: 50,
          locked: true,
          xpNeeded: 30,
        }),
      ]),
      [`POST ${apiRoutes.attempts.collection}`]: () => ({ status: 201, body: { data: session } }),
    });
    const { router } = renderRoutes(
      [
        { path: '/student-portal/exams', Component: StudentExamsRoute },
        { path: '/student-portal/attempts/:sessionId', element: <p>Exam screen</p> },
      ],
      '/student-portal/exams',
    );

    const open = await screen.findByRole('article', { name: 'Unit test: Light' }, SLOW);
    const locked = screen.getByRole('article', { name: 'Unit test: Motion' });
    expect(within(open).getByText('Best 75%')).toBeInTheDocument();
    expect(within(locked).getByText('50 XP')).toBeInTheDocument();
    expect(within(locked).getByText('30 XP more to unlock')).toBeInTheDocument();
    expect(within(locked).getByRole('button', { name: 'Start exam' })).toBeDisabled();

    await userEvent.click(within(open).getByRole('button', { name: 'Start exam' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/student-portal/attempts/session-9'),
      SLOW,
    );
    expect(requestsTo(server, 'POST', apiRoutes.attempts.collection)[0]?.body).toEqual({
      levelId: 'l-1',
    });
  });

  it('says why a level cannot be started: no attempts left, or closed', async () => {
    server = await startFakeApi({
      ...levelsRoute(20, [
        buildAttemptLevel({
          attempts: 1,
          attemptsAllowed: 1,
          cannotStart: 'Attempt limit reached: this exam allows 1 attempt',
        }),
        buildAttemptLevel({
          levelId: 'l-2',
          title: 'Unit test: Motion',
          attemptsAllowed: 3,
          attempts: 1,
        }),
      ]),
    });
    renderRoutes(
      [{ path: '/student-portal/exams', Component: StudentExamsRoute }],
      '/student-portal/exams',
    );
    const spent = await screen.findByRole('article', { name: 'Unit test: Light' }, SLOW);
    expect(
      within(spent).getByText('Attempt limit reached: this exam allows 1 attempt'),
    ).toBeInTheDocument();
    expect(within(spent).getByRole('button', { name: 'Start exam' })).toBeDisabled();
    const open = screen.getByRole('article', { name: 'Unit test: Motion' });
    expect(within(open).getByText('1 attempt · 2 of 3 left')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Start exam' })).toBeEnabled();
  });

  it('links to viva practice on an open level the teacher opened it on, and nowhere else', async () => {
    server = await startFakeApi(
      levelsRoute(20, [
        buildAttemptLevel({ vivaEnabled: true }),
        buildAttemptLevel({ levelId: 'l-2', title: 'Unit test: Motion' }),
        buildAttemptLevel({
          levelId: 'l-3',
          title: 'Unit test: Electricity',
          vivaEnabled: true,
          locked: true,
          xp_required_to_unlock: 50,
          xpNeeded: 30,
        }),
      ]),
    );
    renderRoutes(
      [{ path: '/student-portal/exams', Component: StudentExamsRoute }],
      '/student-portal/exams',
    );
    const open = await screen.findByRole('article', { name: 'Unit test: Light' }, SLOW);
    expect(
      within(open).getByRole('link', { name: 'Viva practice on Unit test: Light' }),
    ).toHaveAttribute('href', '/student-portal/exams/l-1/viva');
    const closed = screen.getByRole('article', { name: 'Unit test: Motion' });
    expect(within(closed).queryByRole('link', { name: /Viva practice/ })).not.toBeInTheDocument();
    // Its viva opens with the level.
    const locked = screen.getByRole('article', { name: 'Unit test: Electricity' });
    expect(within(locked).queryByRole('link', { name: /Viva practice/ })).not.toBeInTheDocument();
  });

  it('says so when the institution has no exams yet', async () => {
    server = await startFakeApi(levelsRoute(0, []));
    renderRoutes([{ path: '/', Component: StudentExamsRoute }], '/');
    expect(await screen.findByText(/No exams are available yet/, {}, SLOW)).toBeInTheDocument();
  });
});
