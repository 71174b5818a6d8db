import {
  apiRoutes,
  pathTo,
  reviewRoutes,
  tutorRoutes,
  type LevelTutorItem,
  type TutorConversation,
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
const CONVERSATIONS = pathTo(tutorRoutes.levelConversations, { levelId: LEVEL });
const SLOW = { timeout: 5000 };
const level = {
  _id: LEVEL,
  title: 'Unit test: Light',
  examId: 'course-1',
  subjectId: 'subject-1',
  paper: { title: 'Light: unit test', qpCode: 'PHY-10-UT-01' },
};

const item: LevelTutorItem = {
  id: 'c-1',
  sessionId: 's-1',
  student: { id: 'u-1', name: 'Asha Verma', email: 'asha@example.com' },
  question: { id: 'q-2', number: 2, text: 'State the laws of reflection.' },
  mode: 'offline',
  finished: true,
  studentReplies: 3,
  startedAt: '2026-11-20T10:00:00.000Z',
  lastAt: '2026-11-20T10:06:00.000Z',
};

const conversation: TutorConversation = {
  id: 'c-1',
  sessionId: 's-1',
  question: item.question,
  mode: 'offline',
  finished: true,
  messages: [
    {
      from: 'tutor',
      text: 'Your answer gave one law.\nWhat else is true of the rays?',
      at: '2026-11-20T10:00:00.000Z',
    },
    { from: 'student', text: 'They lie in one plane.', at: '2026-11-20T10:05:00.000Z' },
  ],
  repliesLeftToday: null,
};

async function serve(items: LevelTutorItem[]) {
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
    [`GET ${CONVERSATIONS}`]: () => ({ status: 200, body: { data: items } }),
    [`GET ${pathTo(tutorRoutes.conversation, { conversationId: 'c-1' })}`]: () => ({
      status: 200,
      body: { data: conversation },
    }),
  });
}

/** Opens the level's reports, then its 'Tutor conversations' tab. */
async function openTutorTab(server: TestServer) {
  const user = userEvent.setup();
  renderRoutes(
    [{ path: '/exams/journey/reports/:levelId', Component: LevelReportsRoute }],
    `/exams/journey/reports/${LEVEL}`,
  );
  await screen.findByText('No students found', {}, SLOW);
  // Read only once the tab is opened.
  expect(requestsTo(server, 'GET', CONVERSATIONS)).toHaveLength(0);
  await user.click(screen.getByRole('tab', { name: 'Tutor conversations' }));
  return user;
}

describe("the level's tutor conversations", () => {
  it('lists who asked the tutor about what, and opens a conversation to read', async () => {
    const server = await serve([item]);
    const user = await openTutorTab(server);

    const table = await screen.findByRole('table', { name: 'Tutor conversations' }, SLOW);
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Asha Verma');
    expect(cells[1]).toHaveTextContent('Question 2State the laws of reflection.');
    expect(cells[2]).toHaveTextContent('Offline tutorEnded');
    expect(cells[3]).toHaveTextContent('3');
    expect(cells[4]).toHaveTextContent(formatDateTime(item.lastAt));

    await user.click(
      within(row!).getByRole('button', {
        name: 'Read the conversation of Asha Verma about Question 2',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tutor conversation' }, SLOW);
    const log = await within(dialog).findByRole(
      'log',
      { name: 'Conversation with the tutor' },
      SLOW,
    );
    expect(within(log).getByText(/Your answer gave one law/).textContent).toBe(
      'Your answer gave one law.\nWhat else is true of the rays?',
    );
    expect(within(log).getByText('They lie in one plane.')).toBeInTheDocument();
    // The student's bubbles are named by the student, not 'You'.
    expect(within(log).getAllByText(/^Asha Verma · /)).toHaveLength(1);
    expect(within(dialog).getByText('This conversation has ended.')).toBeInTheDocument();
    // Read-only: nothing to write with.
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('says when no student has asked the tutor yet', async () => {
    const server = await serve([]);
    await openTutorTab(server);
    expect(
      await screen.findByText('No student has asked the tutor about this exam yet.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Tutor conversations' })).not.toBeInTheDocument();
  });
});
