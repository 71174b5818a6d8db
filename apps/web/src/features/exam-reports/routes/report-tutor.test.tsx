import {
  apiRoutes,
  pathTo,
  TUTOR_MESSAGES,
  tutorRoutes,
  type TutorConversation,
  type TutorSettings,
} from '@markwise/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildDetailedReport, buildQuestion } from '@/components/exam-report/test-report';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { TestReply, TestServer } from '@/test/test-server';
import { ReportDetailsRoute } from './report-details';

const SESSION = '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60';
const REPORT = pathTo(apiRoutes.practiceSessions.detailedReport, { sessionId: SESSION });
const LOST = 'q-lost';
const FULL = 'q-full';
const OPEN = pathTo(tutorRoutes.open, { sessionId: SESSION, questionId: LOST });
const CONVERSATION = 'c-1';
const REPLY = pathTo(tutorRoutes.reply, { conversationId: CONVERSATION });
const SLOW = { timeout: 5000 };

const FIRST_QUESTION =
  'I am the offline tutor: no AI model is connected.\nYour answer gave one law of reflection. What else is true of the rays?';

const conversation = (overrides: Partial<TutorConversation> = {}): TutorConversation => ({
  id: CONVERSATION,
  sessionId: SESSION,
  question: { id: LOST, number: 1, text: 'State the laws of reflection.' },
  mode: 'offline',
  finished: false,
  messages: [{ from: 'tutor', text: FIRST_QUESTION, at: '2099-01-02T10:00:00.000Z' }],
  repliesLeftToday: 29,
  ...overrides,
});

const report = buildDetailedReport({
  questions: [
    buildQuestion({ questionId: LOST, marks: { awarded: 3, allocated: 4 } }),
    buildQuestion({
      questionId: FULL,
      number: 1,
      question: 'Define refraction.',
      marks: { awarded: 2, allocated: 2 },
    }),
  ],
});

type Routes = Record<string, () => TestReply | Promise<TestReply>>;

async function openReport(
  settings: TutorSettings = { enabled: true, dailyLimit: 30 },
  routes: Routes = {},
) {
  const server = await startFakeApi({
    [`GET ${REPORT}`]: () => ({ status: 200, body: { data: report } }),
    [`GET ${tutorRoutes.settings}`]: () => ({ status: 200, body: { data: settings } }),
    [`POST ${OPEN}`]: () => ({ status: 201, body: { data: conversation() } }),
    ...routes,
  });
  renderRoutes(
    [{ path: '/reports/:sessionId', Component: ReportDetailsRoute }],
    `/reports/${SESSION}`,
  );
  const user = userEvent.setup();
  const lost = await screen.findByRole('article', { name: 'Question 1' }, SLOW);
  return { server, user, lost, full: screen.getByRole('article', { name: 'Question 2' }) };
}

/** Opens the tutor on the lost question; answers its panel. */
async function askTheTutor(user: ReturnType<typeof userEvent.setup>, block: HTMLElement) {
  await user.click(
    await within(block).findByRole('button', { name: 'Ask the tutor about Question 1' }, SLOW),
  );
  return screen.findByRole('dialog', { name: 'Tutor' }, SLOW);
}

/** The settings have answered (and nothing more will appear because of them). */
async function settingsRead(server: TestServer) {
  await waitFor(() => expect(requestsTo(server, 'GET', tutorRoutes.settings)).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

describe('the tutor on a student’s report', () => {
  it('opens on a lost question, answers a reply sent with Enter and counts the replies left', async () => {
    // The tutor's answer is held until the test has seen the Send button wait for it.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { server, user, lost, full } = await openReport(undefined, {
      [`POST ${REPLY}`]: async () => {
        await answered;
        return {
          status: 201,
          body: {
            data: conversation({
              messages: [
                ...conversation().messages,
                {
                  from: 'student',
                  text: 'They are in one plane.\nWith the normal.',
                  at: '2099-01-02T10:01:00.000Z',
                },
                {
                  from: 'tutor',
                  text: 'Yes: the incident ray, the reflected ray and the normal lie in one plane.',
                  at: '2099-01-02T10:01:01.000Z',
                },
              ],
              repliesLeftToday: 28,
            }),
          },
        };
      },
    });
    // A question with full marks has nothing for the tutor to go over.
    await within(lost).findByRole('button', { name: 'Ask the tutor about Question 1' }, SLOW);
    expect(within(full).queryByRole('button', { name: /Ask the tutor/ })).not.toBeInTheDocument();

    const panel = await askTheTutor(user, lost);
    const log = await within(panel).findByRole('log', { name: 'Conversation with the tutor' });
    // The tutor's line break is kept, as plain text.
    expect(within(log).getByText(/I am the offline tutor/).textContent).toBe(FIRST_QUESTION);
    expect(within(panel).getByText('Your teachers can read this conversation.')).toBeVisible();
    expect(within(panel).getByText('29 replies left today')).toBeInTheDocument();
    expect(requestsTo(server, 'POST', OPEN)).toHaveLength(1);

    const reply = within(panel).getByRole('textbox', { name: /Your reply/ });
    expect(reply).toHaveAttribute('maxLength', '1000');
    // An empty reply is refused before anything is sent.
    await user.type(reply, '{Enter}');
    expect(within(panel).getByText('Your reply is required')).toBeInTheDocument();
    // Shift+Enter starts a new line; Enter sends.
    await user.type(reply, 'They are in one plane.{Shift>}{Enter}{/Shift}With the normal.');
    expect(reply).toHaveValue('They are in one plane.\nWith the normal.');
    expect(requestsTo(server, 'POST', REPLY)).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled());
    answer();

    expect(
      await within(panel).findByText(
        'Yes: the incident ray, the reflected ray and the normal lie in one plane.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'POST', REPLY)[0]?.body).toEqual({
      text: 'They are in one plane.\nWith the normal.',
    });
    expect(within(panel).getByText('28 replies left today')).toBeInTheDocument();
    expect(reply).toHaveValue('');
  });

  it('is not offered when the institution has turned the tutor off', async () => {
    const { server, lost } = await openReport({ enabled: false, dailyLimit: 30 });
    await settingsRead(server);
    expect(within(lost).queryByRole('button', { name: /Ask the tutor/ })).not.toBeInTheDocument();
    expect(requestsTo(server, 'POST', OPEN)).toHaveLength(0);
  });

  it("shows the server's refusal when today's replies are used up", async () => {
    const { server, user, lost } = await openReport(undefined, {
      [`POST ${REPLY}`]: () => ({
        status: 429,
        body: {
          statusCode: 429,
          message: TUTOR_MESSAGES.dailyLimit(30),
          error: 'Too Many Requests',
        },
      }),
    });
    const panel = await askTheTutor(user, lost);
    const reply = await within(panel).findByRole('textbox', { name: /Your reply/ }, SLOW);
    await user.type(reply, 'Both rays and the normal?');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(
      await within(panel).findByText(
        "You have used today's 30 tutor replies. Please come back tomorrow.",
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'POST', REPLY)).toHaveLength(1);
    // What was typed is kept, to send tomorrow.
    expect(reply).toHaveValue('Both rays and the normal?');
  });

  it('says when the conversation has ended, with a way to close it', async () => {
    const { user, lost } = await openReport(undefined, {
      [`POST ${OPEN}`]: () => ({
        status: 200,
        body: { data: conversation({ finished: true, repliesLeftToday: 12 }) },
      }),
    });
    const panel = await askTheTutor(user, lost);
    expect(
      await within(panel).findByText('This conversation has ended.', {}, SLOW),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox', { name: /Your reply/ })).not.toBeInTheDocument();
    const [close] = within(panel)
      .getAllByRole('button', { name: 'Close' })
      .filter((button) => button.textContent === 'Close');
    await user.click(close!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Tutor' })).not.toBeInTheDocument(),
    );
  });

  it('shows why the tutor would not open', async () => {
    const { user, lost } = await openReport(undefined, {
      [`POST ${OPEN}`]: () => ({
        status: 409,
        body: { statusCode: 409, message: TUTOR_MESSAGES.notReleased, error: 'Conflict' },
      }),
    });
    const panel = await askTheTutor(user, lost);
    const alert = await within(panel).findByRole('alert', {}, SLOW);
    expect(within(alert).getByText('The tutor could not be opened')).toBeInTheDocument();
    expect(within(alert).getByText(TUTOR_MESSAGES.notReleased)).toBeInTheDocument();
  });
});
