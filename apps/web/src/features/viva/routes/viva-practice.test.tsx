import { VIVA_MESSAGES } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo } from '@/test/fake-api';
import {
  answeredTurn,
  askedTurn,
  availabilityOf,
  openVivaPractice,
  QUESTIONS,
  started,
  VIVA_PATHS,
  vivaOf,
} from '../test/vivas';

const SLOW = { timeout: 5000 };

describe('viva practice', () => {
  it('walks three typed answers to the summary, then practises again', async () => {
    const feedback = [
      'You named what photosynthesis makes, not how.',
      'Good: the angle of incidence equals the angle of reflection.',
      'You said the rays meet, but not where.',
    ];
    // Each answer is marked, and the next question asked; the third ends the viva.
    const replies = [
      () =>
        vivaOf([answeredTurn(askedTurn(1), 'Plants make food.', 40, feedback[0]!), askedTurn(2)]),
      () =>
        vivaOf([
          answeredTurn(askedTurn(1), 'Plants make food.', 40, feedback[0]!),
          answeredTurn(askedTurn(2), 'Light bounces off at the same angle.', 85, feedback[1]!),
          askedTurn(3),
        ]),
      () =>
        vivaOf(
          [
            answeredTurn(askedTurn(1), 'Plants make food.', 40, feedback[0]!),
            answeredTurn(askedTurn(2), 'Light bounces off at the same angle.', 85, feedback[1]!),
            answeredTurn(askedTurn(3), 'The rays meet.', 61, feedback[2]!),
          ],
          {
            finished: true,
            summary: {
              score: 62,
              topics: QUESTIONS.map((question, index) => ({
                topic: index + 1,
                question,
                score: [40, 85, 61][index]!,
              })),
              text: 'You know reflection well; go over how plants make glucose.',
            },
          },
        ),
    ];
    let answers = 0;
    const { server, user } = await openVivaPractice(availabilityOf(), {
      ...started(vivaOf([askedTurn(1)])),
      [`POST ${VIVA_PATHS.answer}`]: () => ({
        status: 201,
        body: { data: replies[answers++]!() },
      }),
    });

    expect(await screen.findByRole('heading', { name: 'Viva practice' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Unit test: Light', {}, SLOW)).toBeInTheDocument();
    expect(
      await screen.findByText('3 questions from the paper, one at a time, as in an oral exam.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^90 seconds for each answer\./)).toBeInTheDocument();
    expect(
      screen.getByText('This is practice only: it never changes your exam marks.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your teachers can read your viva practice.')).toBeInTheDocument();
    expect(screen.getByText('Type your answers.')).toBeInTheDocument();
    expect(
      screen.getByText('You have not practised a viva on this level yet.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start viva' }));
    const first = await screen.findByRole('region', { name: 'Question 1 of 3' }, SLOW);
    expect(within(first).getByText(QUESTIONS[0]!)).toBeInTheDocument();
    expect(within(first).getByRole('timer')).toHaveTextContent(/^(90|89) seconds$/);
    // The answer is ready for typing: no click needed against the clock.
    const field = within(first).getByRole('textbox', { name: /Your answer/ });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Ctrl+Enter submits your answer.');
    // No way of speaking is offered: the level allows neither.
    expect(screen.queryByRole('button', { name: 'Record' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Speak' })).not.toBeInTheDocument();

    await user.type(field, 'Plants make food.');
    await user.click(within(first).getByRole('button', { name: 'Submit answer' }));

    // The last answer's score and feedback stand above the next question.
    const second = await screen.findByRole('region', { name: 'Question 2 of 3' }, SLOW);
    const marked = screen.getByRole('region', { name: 'Your answer to Question 1 of 3' });
    expect(within(marked).getByText('40 / 100')).toBeInTheDocument();
    expect(within(marked).getByText(feedback[0]!)).toBeInTheDocument();
    // A new question starts with an empty answer; Ctrl+Enter sends it.
    const secondField = within(second).getByRole('textbox', { name: /Your answer/ });
    expect(secondField).toHaveValue('');
    await user.type(secondField, 'Light bounces off at the same angle.{Control>}{Enter}{/Control}');

    const third = await screen.findByRole('region', { name: 'Question 3 of 3' }, SLOW);
    expect(
      within(screen.getByRole('region', { name: 'Your answer to Question 2 of 3' })).getByText(
        '85 / 100',
      ),
    ).toBeInTheDocument();
    await user.type(
      within(third).getByRole('textbox', { name: /Your answer/ }),
      '  The rays meet. ',
    );
    await user.click(within(third).getByRole('button', { name: 'Submit answer' }));

    const summary = await screen.findByRole('region', { name: 'Viva summary' }, SLOW);
    expect(within(summary).getByText('62 / 100')).toBeInTheDocument();
    expect(
      within(summary).getByText('You know reflection well; go over how plants make glucose.'),
    ).toBeInTheDocument();
    const topics = within(
      within(summary).getByRole('list', { name: 'Score by question' }),
    ).getAllByRole('listitem');
    expect(topics).toHaveLength(3);
    expect(topics[0]).toHaveTextContent(`Question 1${QUESTIONS[0]}40 / 100`);
    expect(topics[1]).toHaveTextContent(`Question 2${QUESTIONS[1]}85 / 100`);
    // Every answer is there to read again, with its feedback.
    const last = screen.getByRole('article', { name: 'Question 3 of 3' });
    expect(within(last).getByText('The rays meet.')).toBeInTheDocument();
    expect(within(last).getByText('Answer (typed)')).toBeInTheDocument();
    expect(within(last).getByText(feedback[2]!)).toBeInTheDocument();

    expect(requestsTo(server, 'POST', VIVA_PATHS.answer).map((request) => request.body)).toEqual([
      { turnId: 't-1', text: 'Plants make food.', way: 'typed' },
      { turnId: 't-2', text: 'Light bounces off at the same angle.', way: 'typed' },
      { turnId: 't-3', text: 'The rays meet.', way: 'typed' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Practise again' }));
    expect(
      await screen.findByRole('region', { name: 'Question 1 of 3' }, SLOW),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'POST', VIVA_PATHS.start)).toHaveLength(2);
  });

  it('sends what is written when the clock reaches zero', async () => {
    const { server } = await openVivaPractice(availabilityOf(), {
      ...started(vivaOf([askedTurn(1, { secondsLeft: 3 })])),
      [`POST ${VIVA_PATHS.answer}`]: () => ({
        status: 201,
        body: {
          data: vivaOf([
            answeredTurn(askedTurn(1), 'Chlorophyll', 20, 'Say what chlorophyll does.'),
            askedTurn(2),
          ]),
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start viva' }, SLOW));
    const question = await screen.findByRole('region', { name: 'Question 1 of 3' }, SLOW);
    await user.type(within(question).getByRole('textbox', { name: /Your answer/ }), 'Chlorophyll');
    // A screen reader hears the time running short, not every second.
    expect(within(question).getByRole('status')).toHaveTextContent('Less than 10 seconds left.');

    await waitFor(() => expect(requestsTo(server, 'POST', VIVA_PATHS.answer)).toHaveLength(1), {
      timeout: 6000,
    });
    expect(requestsTo(server, 'POST', VIVA_PATHS.answer)[0]?.body).toEqual({
      turnId: 't-1',
      text: 'Chlorophyll',
      way: 'typed',
    });
    expect(
      await screen.findByRole('region', { name: 'Question 2 of 3' }, SLOW),
    ).toBeInTheDocument();
  });

  it('reads the viva again when the time was up, and shows the follow-up asked next', async () => {
    const followUp = askedTurn(1, {
      id: 't-1b',
      kind: 'follow_up',
      question: 'What does the plant need besides light?',
    });
    const { server, user } = await openVivaPractice(
      availabilityOf({
        sessions: [
          { id: 'v-0', finished: true, startedAt: '2026-11-19T10:00:00.000Z', score: 55 },
          { id: 'v-1', finished: false, startedAt: '2026-11-20T10:00:00.000Z', score: null },
        ],
      }),
      {
        ...started(vivaOf([askedTurn(1)]), 200),
        [`POST ${VIVA_PATHS.answer}`]: () => ({
          status: 409,
          body: { statusCode: 409, message: VIVA_MESSAGES.timeUp, error: 'Conflict' },
        }),
        [`GET ${VIVA_PATHS.session}`]: () => ({
          status: 200,
          body: {
            data: vivaOf([answeredTurn(askedTurn(1), '', 0, 'No answer was given.'), followUp]),
          },
        }),
      },
    );
    // The past vivas: the ended one's score, the unfinished one to resume.
    const past = await screen.findByRole('region', { name: 'Your vivas' }, SLOW);
    expect(within(past).getByText('55 / 100')).toBeInTheDocument();
    expect(within(past).getByText('In progress')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume viva' }));
    const question = await screen.findByRole('region', { name: 'Question 1 of 3' }, SLOW);
    await user.type(within(question).getByRole('textbox', { name: /Your answer/ }), 'Too late');
    await user.click(within(question).getByRole('button', { name: 'Submit answer' }));

    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(VIVA_MESSAGES.timeUp);
    const next = await screen.findByText('What does the plant need besides light?', {}, SLOW);
    const card = next.closest('section')!;
    expect(within(card).getByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument();
    expect(within(card).getByText('Follow-up')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: /Your answer/ })).toHaveValue('');
    expect(requestsTo(server, 'GET', VIVA_PATHS.session)).toHaveLength(1);
  });

  it('says so when a 503 kept the examiner from answering, and the answer can be sent again', async () => {
    // The client logs a server fault to the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let tries = 0;
    const { user } = await openVivaPractice(availabilityOf(), {
      ...started(vivaOf([askedTurn(1)])),
      [`POST ${VIVA_PATHS.answer}`]: () =>
        tries++ === 0
          ? {
              status: 503,
              body: { statusCode: 503, message: VIVA_MESSAGES.unavailable, error: 'Unavailable' },
            }
          : {
              status: 201,
              body: {
                data: vivaOf([answeredTurn(askedTurn(1), 'Glucose', 30, 'More.'), askedTurn(2)]),
              },
            },
    });
    await user.click(await screen.findByRole('button', { name: 'Start viva' }, SLOW));
    const question = await screen.findByRole('region', { name: 'Question 1 of 3' }, SLOW);
    const field = within(question).getByRole('textbox', { name: /Your answer/ });
    await user.type(field, 'Glucose');
    await user.click(within(question).getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(VIVA_MESSAGES.unavailable);
    expect(field).toHaveValue('Glucose');
    await user.click(within(question).getByRole('button', { name: 'Submit answer' }));
    expect(
      await screen.findByRole('region', { name: 'Question 2 of 3' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when viva practice is not open on the level', async () => {
    await openVivaPractice(availabilityOf({ enabled: false }));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Viva practice is not open for this level' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start viva' })).not.toBeInTheDocument();
  });
});
