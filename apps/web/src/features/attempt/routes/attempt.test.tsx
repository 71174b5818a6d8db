import { apiRoutes, ATTEMPT_MESSAGES } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { requestsTo } from '@/test/fake-api';
import type { TestServer } from '@/test/test-server';
import { answerDrafts } from '../lib/drafts';
import '../test/jsdom-gaps';
import { storeLayout } from '../lib/layout';
import {
  attemptPath,
  buildAttemptSession,
  fakeAttemptApi,
  openAttempt,
  q,
  SESSION_ID,
  SLOW,
} from '../test/fake-attempt-api';

let server: TestServer | undefined;
vi.setConfig({ testTimeout: 40_000 });

const answerPath = (index: 1 | 2 | 3) =>
  attemptPath(apiRoutes.attempts.answer, { questionId: q(index) });
const saves = (index: 1 | 2 | 3) =>
  (server ? requestsTo(server, 'PUT', answerPath(index)) : []).map((r) => r.body);

describe('answering', () => {
  it('shows the paper and the timer, and saves typed text after a pause', async () => {
    const api = fakeAttemptApi(buildAttemptSession());
    server = await openAttempt(api.routes);
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { name: 'Light: unit test', level: 1 }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('PHY-10-UT-01 · 3 questions · 15 marks · 45 minutes')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(45:00|44:5\d)$/);

    await user.type(screen.getByRole('textbox', { name: 'Answer to question 1' }), 'Light bends');
    await waitFor(() => expect(saves(1).at(-1)).toEqual({ answerText: 'Light bends' }), SLOW);
    expect(await screen.findByText('Saved', {}, SLOW)).toBeInTheDocument();
    // Saves wait for a pause in typing, not one per letter (11). A loaded test machine can pause
    // the typing itself for longer than the 800 ms delay once, hence at most 2.
    expect(saves(1).length).toBeLessThanOrEqual(2);
    expect(answerDrafts.read(SESSION_ID, q(1))).toBeNull();
    expect(screen.getByText('1 of 3 answered')).toBeInTheDocument();
  });

  it('after a reload shows the saved answers and saves the text kept locally', async () => {
    const api = fakeAttemptApi(
      buildAttemptSession({
        answers: [
          {
            questionId: q(1),
            answerText: 'Saved on the server',
            images: [],
            updatedAt: new Date(Date.now() - 60_000).toISOString(),
          },
        ],
      }),
    );
    answerDrafts.write(SESSION_ID, q(2), 'Typed just before the reload');
    server = await openAttempt(api.routes);

    expect(await screen.findByRole('textbox', { name: 'Answer to question 1' }, SLOW)).toHaveValue(
      'Saved on the server',
    );
    expect(screen.getByRole('textbox', { name: 'Answer to question 2' })).toHaveValue(
      'Typed just before the reload',
    );
    await waitFor(
      () => expect(saves(2)).toEqual([{ answerText: 'Typed just before the reload' }]),
      SLOW,
    );
    await waitFor(() => expect(answerDrafts.read(SESSION_ID, q(2))).toBeNull(), SLOW);
    expect(saves(1)).toEqual([]);
  });

  it('shows Not saved with the reason and saves again on Retry', async () => {
    const api = fakeAttemptApi(buildAttemptSession());
    let failing = true;
    const save = api.routes[`PUT ${answerPath(1)}`]!;
    api.routes[`PUT ${answerPath(1)}`] = (request) =>
      failing ? { status: 503, body: { statusCode: 503, message: 'down' } } : save(request);
    server = await openAttempt(api.routes);
    const user = userEvent.setup();

    const answer = await screen.findByRole('textbox', { name: 'Answer to question 1' }, SLOW);
    await user.type(answer, 'Offline answer');
    await user.tab();
    expect(await screen.findByText('Not saved', {}, SLOW)).toBeInTheDocument();
    expect(answerDrafts.read(SESSION_ID, q(1))?.text).toBe('Offline answer');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Saved', {}, SLOW)).toBeInTheDocument();
    expect(saves(1).at(-1)).toEqual({ answerText: 'Offline answer' });
  });

  it('previews the answer as markdown', async () => {
    server = await openAttempt(fakeAttemptApi(buildAttemptSession()).routes);
    const user = userEvent.setup();
    const answer = await screen.findByRole('textbox', { name: 'Answer to question 1' }, SLOW);
    await user.type(answer, 'It **bends**');
    const card = screen.getByRole('region', { name: 'Question 1' });
    await user.click(within(card).getByRole('button', { name: 'Preview' }));
    const preview = within(card).getByRole('region', { name: 'Preview of Answer to question 1' });
    expect(within(preview).getByText('bends').tagName).toBe('STRONG');
    await user.click(within(card).getByRole('button', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: 'Answer to question 1' })).toHaveValue(
      'It **bends**',
    );
  });
});

describe('one question at a time, review and submit', () => {
  it('moves between questions, reviews, asks before submitting, then follows the evaluation', async () => {
    storeLayout('one');
    const api = fakeAttemptApi(buildAttemptSession());
    server = await openAttempt(api.routes);
    const user = userEvent.setup();

    const first = await screen.findByRole('textbox', { name: 'Answer to question 1' }, SLOW);
    expect(screen.queryByRole('textbox', { name: 'Answer to question 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.type(first, 'Refraction is bending');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Leaving a question saves it at once.
    await waitFor(() => expect(saves(1).at(-1)).toEqual({ answerText: 'Refraction is bending' }));
    expect(screen.getByRole('textbox', { name: 'Answer to question 2' })).toBeInTheDocument();
    const navigator = screen.getByRole('navigation', { name: 'Questions' });
    expect(
      within(navigator).getByRole('button', { name: 'Question 1, answered' }),
    ).toBeInTheDocument();
    expect(
      within(navigator).getByRole('button', { name: 'Question 2, not answered' }),
    ).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Answered')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Not answered')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Not answered')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to question 3' }));
    expect(screen.getByRole('textbox', { name: 'Answer to question 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review answers' }));

    await user.click(screen.getByRole('button', { name: 'Submit exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your exam?' }, SLOW);
    expect(dialog).toHaveTextContent('2 questions of 3 are not answered (Questions 2 and 3).');
    expect(requestsTo(server, 'POST', attemptPath(apiRoutes.attempts.submit))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByRole('heading', { name: 'Being evaluated' }, SLOW),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'POST', attemptPath(apiRoutes.attempts.submit))).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Evaluation in progress' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'View report' }, SLOW);
    expect(link).toHaveAttribute('href', paths.reportDetails(SESSION_ID));
    expect(screen.getByRole('heading', { name: 'Your report is ready' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('warns in the last five minutes', async () => {
    server = await openAttempt(fakeAttemptApi(buildAttemptSession({ secondsLeft: 240 })).routes);
    expect(await screen.findByText('Less than 5 minutes left', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Less than 5 minutes left' })).toHaveTextContent(
      /^0[34]:\d\d$/,
    );
  });

  it('at time up freezes the answers but still submits', async () => {
    storeLayout('one');
    const api = fakeAttemptApi(
      buildAttemptSession({
        deadlineAt: new Date(Date.now() - 1000).toISOString(),
        secondsLeft: 0,
      }),
    );
    // A draft typed too late cannot be saved any more.
    answerDrafts.write(SESSION_ID, q(1), 'Too late');
    server = await openAttempt(api.routes);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Time is up' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    const answer = screen.getByRole('textbox', { name: 'Answer to question 1' });
    expect(answer).toHaveAttribute('readonly');
    expect(answer).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    expect(answerDrafts.read(SESSION_ID, q(1))).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    await user.click(screen.getByRole('button', { name: 'Submit exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your exam?' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: 'Being evaluated' }, SLOW),
    ).toBeInTheDocument();
    expect(saves(1)).toEqual([]);
  });

  it('moves to the time-up state when the server refuses a save as out of time', async () => {
    const api = fakeAttemptApi(buildAttemptSession());
    api.routes[`PUT ${answerPath(1)}`] = () => {
      api.session = { ...api.session, secondsLeft: 0 };
      return { status: 409, body: { statusCode: 409, message: ATTEMPT_MESSAGES.timeUp } };
    };
    server = await openAttempt(api.routes);
    const user = userEvent.setup();

    await user.type(
      await screen.findByRole('textbox', { name: 'Answer to question 1' }, SLOW),
      'Late',
    );
    await user.tab();
    expect(await screen.findByRole('heading', { name: 'Time is up' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(ATTEMPT_MESSAGES.timeUp, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('opening the route', () => {
  it('shows the report link at once for an evaluated session, without polling', async () => {
    const api = fakeAttemptApi(buildAttemptSession({ status: 'evaluated' }), []);
    server = await openAttempt(api.routes);
    expect(await screen.findByRole('link', { name: 'View report' }, SLOW)).toHaveAttribute(
      'href',
      paths.reportDetails(SESSION_ID),
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('tells the student a failed evaluation is with their teacher, and links back to the portal', async () => {
    const api = fakeAttemptApi(buildAttemptSession({ status: 'failed' }), []);
    server = await openAttempt(api.routes);
    expect(
      await screen.findByRole('heading', { name: 'Being checked by your teacher' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your teacher is checking them/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the portal' })).toHaveAttribute(
      'href',
      paths.studentPortal,
    );
    expect(screen.queryByRole('link', { name: 'View report' })).toBeNull();
  });

  it('says Exam not found for an unknown session', async () => {
    server = await openAttempt({});
    expect(await screen.findByRole('heading', { name: 'Exam not found' }, SLOW)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to exams' })).toHaveAttribute(
      'href',
      paths.studentExams,
    );
  });

  it('offers Try Again after a server error', async () => {
    const api = fakeAttemptApi(buildAttemptSession());
    let failing = true;
    const get = api.routes[`GET ${attemptPath(apiRoutes.attempts.item)}`]!;
    server = await openAttempt({
      ...api.routes,
      [`GET ${attemptPath(apiRoutes.attempts.item)}`]: (request) =>
        failing ? { status: 500, body: { statusCode: 500, message: 'boom' } } : get(request),
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Exam' }, SLOW),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('textbox', { name: 'Answer to question 1' }, SLOW),
    ).toBeInTheDocument();
  });
});
