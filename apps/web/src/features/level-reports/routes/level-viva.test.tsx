import {
  apiRoutes,
  pathTo,
  reviewRoutes,
  vivaRoutes,
  type LevelVivas,
  type VivaSession,
} from '@markwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { classesRoute } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { TestServer } from '@/test/test-server';
import { LevelReportsRoute } from './level-reports';

const LEVEL = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const VIVAS = pathTo(vivaRoutes.levelSessions, { levelId: LEVEL });
const SWITCH = pathTo(vivaRoutes.level, { levelId: LEVEL });
const SLOW = { timeout: 5000 };
const level = {
  _id: LEVEL,
  title: 'Unit test: Light',
  examId: 'course-1',
  subjectId: 'subject-1',
  paper: { title: 'Light: unit test', qpCode: 'PHY-10-UT-01' },
};

const vivas: LevelVivas = {
  enabled: true,
  sessions: [
    {
      id: 'v-1',
      student: { id: 'u-1', name: 'Asha Verma', email: 'asha@example.com' },
      mode: 'offline',
      finished: true,
      startedAt: '2026-11-20T10:00:00.000Z',
      answered: 4,
      score: 62,
    },
    {
      id: 'v-2',
      student: { id: 'u-2', name: 'Ravi Kumar', email: 'ravi@example.com' },
      mode: 'offline',
      finished: false,
      startedAt: '2026-11-21T10:00:00.000Z',
      answered: 1,
      score: null,
    },
  ],
  questions: [
    {
      questionId: 'q-2',
      number: 2,
      text: 'State the laws of reflection.',
      answers: 5,
      averageScore: 41,
      followUps: 3,
    },
    {
      questionId: 'q-1',
      number: 1,
      text: 'What is photosynthesis?',
      answers: 5,
      averageScore: 78,
      followUps: 0,
    },
  ],
};

const session: VivaSession = {
  id: 'v-1',
  levelId: LEVEL,
  mode: 'offline',
  finished: true,
  topics: 2,
  startedAt: '2026-11-20T10:00:00.000Z',
  turns: [
    {
      id: 't-1',
      kind: 'question',
      topic: 1,
      question: 'Tell me, in your own words: what is photosynthesis?',
      askedAt: '2026-11-20T10:00:00.000Z',
      dueAt: '2026-11-20T10:01:30.000Z',
      answer: 'Plants make glucose from light.',
      way: 'browser_speech',
      answeredAt: '2026-11-20T10:01:00.000Z',
      score: 80,
      feedback: 'Name what takes in the light.',
    },
    {
      id: 't-2',
      kind: 'question',
      topic: 2,
      question: 'State the laws of reflection.',
      askedAt: '2026-11-20T10:01:00.000Z',
      dueAt: '2026-11-20T10:02:30.000Z',
      answer: 'It bounces.',
      way: 'typed',
      answeredAt: '2026-11-20T10:02:00.000Z',
      score: 20,
      feedback: 'Say how the angles compare.',
    },
    {
      id: 't-3',
      kind: 'follow_up',
      topic: 2,
      question: 'How do the two angles compare?',
      askedAt: '2026-11-20T10:02:00.000Z',
      dueAt: '2026-11-20T10:03:30.000Z',
      answer: '',
      way: 'typed',
      answeredAt: '2026-11-20T10:03:30.000Z',
      score: 0,
      feedback: 'No answer was given.',
    },
  ],
  summary: {
    score: 50,
    topics: [
      { topic: 1, question: 'What is photosynthesis?', score: 80 },
      { topic: 2, question: 'State the laws of reflection.', score: 20 },
    ],
    text: 'Photosynthesis is secure; go over reflection.',
  },
};

async function serve(data: LevelVivas) {
  return startFakeApi({
    ...classesRoute,
    [`GET ${pathTo(apiRoutes.levelUsers, { levelId: LEVEL })}`]: () => ({
      status: 200,
      body: {
        data: {
          level,
          users: [],
          totalAttempted: 0,
          totalCompleted: 0,
          pagination: { currentPage: 1, totalPages: 1, totalItems: 0, limit: 10 },
        },
      },
    }),
    [`GET ${pathTo(reviewRoutes.levelReviews, { levelId: LEVEL })}`]: () => ({
      status: 200,
      body: {
        data: [],
        questions: [],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 0, limit: 1 },
      },
    }),
    [`GET ${VIVAS}`]: () => ({ status: 200, body: { data } }),
    [`PUT ${SWITCH}`]: (request) => ({
      status: 200,
      body: { data: { ...data, ...(request.body as object) } },
    }),
    [`GET ${pathTo(vivaRoutes.session, { vivaId: 'v-1' })}`]: () => ({
      status: 200,
      body: { data: session },
    }),
  });
}

/** Opens the level's reports, then its 'Viva practice' tab. */
async function openVivaTab(server: TestServer) {
  const user = userEvent.setup();
  renderRoutes(
    [{ path: '/exams/journey/reports/:levelId', Component: LevelReportsRoute }],
    `/exams/journey/reports/${LEVEL}`,
  );
  await screen.findByText('No students found', {}, SLOW);
  // Read only once the tab is opened.
  expect(requestsTo(server, 'GET', VIVAS)).toHaveLength(0);
  await user.click(screen.getByRole('tab', { name: 'Viva practice' }));
  return user;
}

describe("the level's viva practice", () => {
  it('closes and opens viva practice on the level with the switch', async () => {
    const server = await serve({ ...vivas, enabled: false, sessions: [], questions: [] });
    const user = await openVivaTab(server);
    const open = await screen.findByRole(
      'switch',
      // Mantine puts the description inside the label: the name starts with the label.
      { name: /^Open viva practice on this level/ },
      SLOW,
    );
    expect(open).not.toBeChecked();
    expect(
      screen.getByText('No student has practised a viva on this level yet.'),
    ).toBeInTheDocument();

    await user.click(open);
    expect(
      await screen.findByText('Viva practice is open on this level.', {}, SLOW),
    ).toBeInTheDocument();
    expect(open).toBeChecked();
    expect(requestsTo(server, 'PUT', SWITCH).map((request) => request.body)).toEqual([
      { enabled: true },
    ]);
  });

  it('shows where students struggled, weakest first, and who practised', async () => {
    const server = await serve(vivas);
    await openVivaTab(server);

    const struggles = await screen.findByRole('table', { name: 'Where students struggled' }, SLOW);
    const [, weakest, strongest] = within(struggles).getAllByRole('row');
    const cells = within(weakest!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Question 2State the laws of reflection.');
    expect(cells[1]).toHaveTextContent('5');
    expect(cells[2]).toHaveTextContent('41 / 100');
    expect(cells[3]).toHaveTextContent('3');
    expect(strongest).toHaveTextContent('Question 1');

    const sessions = screen.getByRole('table', { name: 'Viva sessions' });
    const [, asha, ravi] = within(sessions).getAllByRole('row');
    const ashaCells = within(asha!).getAllByRole('cell');
    expect(ashaCells[0]).toHaveTextContent('Asha Vermaasha@example.com');
    expect(ashaCells[1]).toHaveTextContent(formatDateTime('2026-11-20T10:00:00.000Z'));
    expect(ashaCells[2]).toHaveTextContent('4');
    expect(ashaCells[3]).toHaveTextContent('62 / 100');
    expect(ashaCells[4]).toHaveTextContent('Finished');
    expect(within(ravi!).getAllByRole('cell')[3]).toHaveTextContent('—');
    expect(within(ravi!).getAllByRole('cell')[4]).toHaveTextContent('In progress');
  });

  it('opens a viva to read: every turn, how each answer came, and the summary', async () => {
    const server = await serve(vivas);
    const user = await openVivaTab(server);
    const sessions = await screen.findByRole('table', { name: 'Viva sessions' }, SLOW);
    await user.click(
      within(sessions).getByRole('button', {
        name: `Read the viva of Asha Verma, started ${formatDateTime('2026-11-20T10:00:00.000Z')}`,
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Viva practice session' }, SLOW);
    const summary = await within(dialog).findByRole('region', { name: 'Viva summary' }, SLOW);
    expect(within(summary).getByText('50 / 100')).toBeInTheDocument();
    expect(
      within(summary).getByText('Photosynthesis is secure; go over reflection.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Marked by the offline examiner (no AI model)', { exact: false }),
    ).toBeInTheDocument();

    const first = within(dialog).getByRole('article', { name: 'Question 1 of 2' });
    expect(within(first).getByText('Plants make glucose from light.')).toBeInTheDocument();
    expect(
      within(first).getByText("Answer (spoken, heard by the browser's speech recognition)"),
    ).toBeInTheDocument();
    expect(within(first).getByText('80 / 100')).toBeInTheDocument();
    expect(within(first).getByText('Name what takes in the light.')).toBeInTheDocument();

    const followUp = within(dialog).getByRole('article', { name: 'Follow-up to question 2' });
    expect(within(followUp).getByText('No answer')).toBeInTheDocument();
    expect(within(followUp).getByText('0 / 100')).toBeInTheDocument();

    // Read-only: nothing to write with.
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit answer' })).not.toBeInTheDocument();
  });
});
