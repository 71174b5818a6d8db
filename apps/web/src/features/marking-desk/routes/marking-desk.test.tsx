import {
  pathTo,
  regradeRoutes,
  reviewRoutes,
  type LevelRegradeItem,
  type LevelRegradeResponse,
  type CorrectTranscriptionResponse,
  type ReleaseLevelResponse,
  type ReviewDecisionResponse,
  type ReviewGroupsResponse,
  type ReviewItem,
  type ReviewListResponse,
} from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { RecordedRequest } from '@/test/test-server';
import { MarkingDeskRoute } from './marking-desk';

const SLOW = { timeout: 5000 };
type Route = (request: RecordedRequest) => { status: number; body: unknown };
const LEVEL = 'level-1';
const listPath = pathTo(reviewRoutes.levelReviews, { levelId: LEVEL });
const releasePath = pathTo(reviewRoutes.releaseLevel, { levelId: LEVEL });

function answer(index: number, overrides: Partial<ReviewItem> = {}): ReviewItem {
  return {
    sessionId: `session-${index}`,
    sessionStatus: 'in_review',
    submittedAt: '2026-11-20T10:00:00.000Z',
    student: {
      id: `student-${index}`,
      name: `Student${index} Rao`,
      email: `s${index}@example.edu`,
    },
    question: { id: 'q-1', number: 1, text: 'What is a pointer?', marks: 5, rubric: [] },
    answerText: `Answer number ${index}`,
    transcription: null,
    imageCount: 0,
    images: [],
    feedback: null,
    suggestedMarks: 2,
    machineMarks: 2,
    confidence: 'needs_review',
    reasons: [{ code: 'off_topic', detail: 'The answer shares no key word with the question.' }],
    secondOpinion: null,
    needsDecision: true,
    ...overrides,
  };
}

/**
 * A fake review list from which a decided answer leaves, recording each decision; each decision
 * counts as reviewed and (as anchors do) moves the suggestions left by `moveBy`.
 */
async function deskApi(
  waiting: ReviewItem[],
  { moveBy = 0, extra = {} }: { moveBy?: number; extra?: Record<string, Route> } = {},
) {
  const total = waiting.length;
  const decided: { machine: number; teacher: number }[] = [];
  const list = (): ReviewListResponse => ({
    data: waiting,
    questions: [
      {
        questionId: 'q-1',
        number: 1,
        waiting: waiting.length,
        needsDecision: waiting.filter((item) => item.needsDecision).length,
        // Decided answers stay unreleased until the level's release.
        unreleased: total,
        reviewed: decided.length,
        total,
        agreement:
          decided.length === 0
            ? null
            : {
                n: decided.length,
                exact:
                  decided.filter((pair) => pair.machine === pair.teacher).length / decided.length,
                withinOne: 1,
                meanDifference:
                  decided.reduce((sum, pair) => sum + pair.teacher - pair.machine, 0) /
                  decided.length,
                r: null,
              },
      },
    ],
    pagination: { currentPage: 1, totalPages: 1, totalItems: waiting.length, limit: 100 },
  });
  const decide = (request: RecordedRequest) => {
    const sessionId = request.url.split('/')[4]!;
    const body = request.body as { decision: string; marks?: number };
    const index = waiting.findIndex((item) => item.sessionId === sessionId);
    const machine = waiting[index]!.suggestedMarks!;
    const marks = body.marks ?? machine;
    decided.push({ machine, teacher: marks });
    waiting.splice(index, 1);
    for (const item of waiting) item.suggestedMarks = item.suggestedMarks! + moveBy;
    const response: ReviewDecisionResponse = {
      data: {
        sessionId,
        questionId: 'q-1',
        decision: body.decision as 'accept' | 'change',
        marks: { awarded: marks, allocated: 5 },
        released: false,
        sessionStatus: 'in_review',
        overallScore: { awarded: marks, allocated: 5, percentage: marks * 20, isPass: marks >= 2 },
      },
    };
    return { status: 200, body: response };
  };
  const routes: Record<string, Route> = {
    ...extra,
    [`GET ${listPath}`]: () => ({ status: 200, body: list() }),
    [`POST ${releasePath}`]: () => {
      const body: ReleaseLevelResponse = { data: { released: 2, answers: 6, held: 1 } };
      return { status: 200, body };
    },
  };
  for (const item of [...waiting]) {
    routes[
      `POST ${pathTo(reviewRoutes.decide, { sessionId: item.sessionId, questionId: 'q-1' })}`
    ] = decide;
    // A corrected reading: marked again, the machine now gives 4.
    routes[
      `PUT ${pathTo(reviewRoutes.transcription, { sessionId: item.sessionId, questionId: 'q-1' })}`
    ] = (request) => {
      const previous = item.machineMarks;
      item.transcription = (request.body as { transcription: string }).transcription;
      item.machineMarks = 4;
      item.suggestedMarks = 4;
      const response: CorrectTranscriptionResponse = {
        data: {
          sessionId: item.sessionId,
          questionId: 'q-1',
          transcription: item.transcription,
          machineMarks: 4,
          suggestedMarks: 4,
          previousMachineMarks: previous,
          confidence: 'confident',
          reasons: [],
          feedback: null,
        },
      };
      return { status: 200, body: response };
    };
  }
  return startFakeApi(routes);
}

function renderDesk() {
  renderRoutes(
    [{ path: '/exams/journey/reports/:levelId/desk', Component: MarkingDeskRoute }],
    `/exams/journey/reports/${LEVEL}/desk`,
  );
}

const decisionsOf = (server: Awaited<ReturnType<typeof deskApi>>, session: string) =>
  requestsTo(
    server,
    'POST',
    pathTo(reviewRoutes.decide, { sessionId: session, questionId: 'q-1' }),
  );

const RUBRIC = [
  { point: 'Holds an address', marks: 3 },
  { point: 'Gives an example', marks: 2 },
];

const MACHINE_WORDS = 'The answer explains the idea well.';

/** The machine's feedback on an answer it gave 2 of 5. */
const MACHINE_FEEDBACK: ReviewItem['feedback'] = {
  guidlines: '',
  readable_response: '',
  marks_per_question: [
    {
      question_number: 1,
      marks_awarded: 2,
      marks_allocated: 5,
      feedback: MACHINE_WORDS,
      improvement_suggestion: '',
    },
  ],
};

describe('the marking desk', () => {
  it('marks on the rubric with R and rewrites the feedback with E, from the keyboard', async () => {
    const user = userEvent.setup();
    const server = await deskApi([
      answer(1, {
        question: { id: 'q-1', number: 1, text: 'What is a pointer?', marks: 5, rubric: RUBRIC },
        feedback: MACHINE_FEEDBACK,
      }),
      answer(2),
    ]);
    renderDesk();
    expect(await screen.findByText('Answer 1 of 2', {}, SLOW)).toBeVisible();
    const feedback = screen.getByRole('textbox', { name: /Feedback the student will read/ });
    expect(feedback).toHaveValue(MACHINE_WORDS);

    // R goes to the rubric's first point; Space ticks it: its marks become the mark, with a reason.
    await user.keyboard('r');
    const first = screen.getByRole('checkbox', { name: 'Holds an address (3 marks)' });
    expect(first).toHaveFocus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    expect(screen.getByText(/Your mark: 3\/5/)).toBeVisible();
    const reason = screen.getByRole('textbox', { name: /Why this mark/ });
    expect(reason).toHaveValue('Given: Holds an address. Missing: Gives an example.');

    // E goes to the feedback: the teacher's words replace the machine's.
    first.blur();
    await user.keyboard('e');
    expect(feedback).toHaveFocus();
    await user.clear(feedback);
    await user.type(feedback, 'Right idea; give an example next time.');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await screen.findByText('Saved 3/5.', {}, SLOW);
    expect(decisionsOf(server, 'session-1')[0]!.body).toEqual({
      decision: 'change',
      marks: 3,
      reason: 'Given: Holds an address. Missing: Gives an example.',
      feedback: 'Right idea; give an example next time.',
    });
    // The next answer starts with its own (here no) feedback and nothing ticked.
    expect(await screen.findByText('Answer number 2', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Feedback the student will read/ })).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Rubric' })).toBeNull();
  });

  it("corrects a photographed answer's reading with T, and shows the suggestion made from it", async () => {
    const user = userEvent.setup();
    const server = await deskApi([
      answer(1, {
        answerText: null,
        transcription: 'Ponter hlds an adress',
        imageCount: 1,
        images: [{ url: '/api/attempts/session-1/answers/q-1/images/p1?exp=1&sig=x' }],
      }),
    ]);
    renderDesk();
    expect(await screen.findByText('Ponter hlds an adress', {}, SLOW)).toBeVisible();
    await user.keyboard('t');
    const editor = screen.getByRole('textbox', { name: /What the pages say/ });
    expect(editor).toHaveFocus();
    await user.clear(editor);
    await user.type(editor, 'A pointer holds an address.');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(
      await screen.findByText(
        "Marked again from your reading: the suggestion is 4/5 (from the machine's reading: 2/5).",
        {},
        SLOW,
      ),
    ).toBeVisible();
    expect(
      requestsTo(
        server,
        'PUT',
        pathTo(reviewRoutes.transcription, { sessionId: 'session-1', questionId: 'q-1' }),
      )[0]!.body,
    ).toEqual({ transcription: 'A pointer holds an address.' });
    // The desk reads the answer again: the new reading and suggestion, not shown as moved by marks.
    expect(await screen.findByText('A pointer holds an address.', {}, SLOW)).toBeVisible();
    await waitFor(() => expect(screen.getByText(/Your mark: 4\/5/)).toBeVisible());
    expect(screen.queryByText(/moved it/)).toBeNull();
  });

  it('refuses to send feedback emptied by the teacher', async () => {
    const user = userEvent.setup();
    const server = await deskApi([
      answer(1, {
        feedback: MACHINE_FEEDBACK,
      }),
    ]);
    renderDesk();
    const feedback = await screen.findByRole(
      'textbox',
      { name: /Feedback the student will read/ },
      SLOW,
    );
    await user.clear(feedback);
    await user.click(screen.getByRole('button', { name: 'Accept the suggestion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The feedback cannot be empty: write what the student should read.',
    );
    expect(feedback).toHaveFocus();
    expect(decisionsOf(server, 'session-1')).toHaveLength(0);
  });

  it('walks the answers with the keyboard: Enter accepts, digits and a reason change a mark', async () => {
    const server = await deskApi([answer(1), answer(2), answer(3)]);
    renderDesk();
    const user = userEvent.setup();

    expect(await screen.findByText('Answer 1 of 3', {}, SLOW)).toBeVisible();
    expect(screen.getByText('3 answers waiting for a teacher')).toBeVisible();
    expect(screen.getByText('Answer number 1')).toBeVisible();
    expect(screen.getByText('The answer shares no key word with the question.')).toBeVisible();
    // Anonymous until asked.
    expect(screen.queryByText('Student1 Rao')).toBeNull();

    // J and K move.
    await user.keyboard('j');
    expect(screen.getByText('Answer 2 of 3')).toBeVisible();
    await user.keyboard('k');
    expect(screen.getByText('Answer 1 of 3')).toBeVisible();

    // Enter keeps the suggestion; the next answer takes its place.
    await user.keyboard('{Enter}');
    await screen.findByText('Saved 2/5.', {}, SLOW);
    // The suggestion as shown goes with it: the server refuses one that moved meanwhile.
    expect(decisionsOf(server, 'session-1')[0]!.body).toEqual({
      decision: 'accept',
      suggestedMarks: 2,
    });
    expect(await screen.findByText('Answer number 2', {}, SLOW)).toBeVisible();
    expect(screen.getByText('Answer 1 of 2')).toBeVisible();

    // Digits and H type 4.5; Enter asks why, and nothing is sent until the reason is given.
    await user.keyboard('4h');
    expect(screen.getByText(/Your mark: 4\.5\/5/)).toBeVisible();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Say why the mark changes');
    const why = screen.getByRole('textbox', { name: 'Why this mark?' });
    await waitFor(() => expect(why).toHaveFocus());
    expect(decisionsOf(server, 'session-2')).toEqual([]);
    // Typing in the reason is the field's own: 'j' does not move.
    await user.type(why, 'Defines a pointer as an address, just{Enter}');
    await screen.findByText('Saved 4.5/5.', {}, SLOW);
    expect(decisionsOf(server, 'session-2')[0]!.body).toEqual({
      decision: 'change',
      marks: 4.5,
      reason: 'Defines a pointer as an address, just',
    });
    expect(await screen.findByText('Answer number 3', {}, SLOW)).toBeVisible();
  });

  it('refuses a mark above the question’s, and shows a name only when asked', async () => {
    const server = await deskApi([answer(1)]);
    renderDesk();
    const user = userEvent.setup();
    await screen.findByText('Answer 1 of 1', {}, SLOW);

    await user.keyboard('7{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 5 marks');
    expect(decisionsOf(server, 'session-1')).toEqual([]);

    await user.keyboard('n');
    const who = screen.getByText('Student1 Rao');
    expect(within(who).getByText('s1@example.edu')).toBeVisible();
  });

  it('shows the progress and the agreement move with each decision, and the suggestions teachers moved', async () => {
    await deskApi([answer(1), answer(2), answer(3)], { moveBy: 1 });
    renderDesk();
    const user = userEvent.setup();
    await screen.findByText('Answer 1 of 3', {}, SLOW);
    expect(
      screen.getByText(/0 of 3 answers reviewed by a teacher · 3 need a decision · 0 held/),
    ).toBeVisible();
    const panel = screen.getByRole('region', { name: 'Machine and teachers on question 1' });
    expect(panel).toHaveTextContent('No teacher has marked this question yet');

    // 4 where the machine said 2: the teacher is 2 marks above it, and the rest moved up by 1.
    await user.keyboard('4');
    await user.type(
      await screen.findByRole('textbox', { name: 'Why this mark?' }),
      'Gives the definition{Enter}',
    );
    await screen.findByText('Saved 4/5.', {}, SLOW);
    await screen.findByText(/1 of 3 answers reviewed by a teacher/, {}, SLOW);
    const after = screen.getByRole('region', { name: 'Machine and teachers on question 1' });
    expect(within(after).getByText('+2.0')).toBeVisible();
    expect(within(after).getByText('the machine marks 2.0 low')).toBeVisible();
    expect(within(after).getByText('0%')).toBeVisible();
    expect(screen.getByText(/was 2\/5: your marks on this question moved it/)).toBeVisible();
    expect(screen.getByText(/Your mark: 3\/5/)).toBeVisible();
  });

  it('releases the level on purpose: the reviewed attempts, or all with the suggestions standing', async () => {
    const server = await deskApi([answer(1), answer(2, { needsDecision: false })]);
    renderDesk();
    const user = userEvent.setup();
    await screen.findByText('Answer 1 of 2', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Release Marks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release marks to students' });
    expect(within(dialog).getByRole('radio', { name: /Reviewed attempts/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Every attempt/ }));
    expect(
      within(dialog).getByText(
        "The machine's suggestion stands for the 1 answer no teacher decided.",
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Release Marks' }));
    expect(
      await screen.findByText(
        'Released the marks of 2 attempts to their students. 1 still waits for a decision.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    expect(requestsTo(server, 'POST', releasePath).map((request) => request.body)).toEqual([
      { include: 'all' },
    ]);
    expect(decisionsOf(server, 'session-1')).toEqual([]);
  });

  it('says when nothing is waiting', async () => {
    await deskApi([]);
    renderDesk();
    expect(await screen.findByText('Nothing waiting', {}, SLOW)).toBeVisible();
  });

  it("lists students' re-check requests and resolves one with a mark and a note", async () => {
    const requestsPath = pathTo(regradeRoutes.levelRequests, { levelId: LEVEL });
    const request: LevelRegradeItem = {
      id: 'r-1',
      questionId: 'q-1',
      reason: 'I named both laws.',
      status: 'open',
      requestedAt: '2026-11-21T10:00:00.000Z',
      outcome: null,
      sessionId: 'session-9',
      student: { id: 'student-9', name: 'Nila Rao', email: 'nila@example.edu' },
      question: { id: 'q-1', number: 1, text: 'State the laws of reflection.', marks: 4 },
      answerText: 'The angles are equal.',
      transcription: null,
      images: [],
      marksAwarded: 2,
    };
    const open = [request];
    const resolvePath = pathTo(regradeRoutes.resolve, { requestId: 'r-1' });
    const server = await startFakeApi({
      [`GET ${listPath}`]: () => ({
        status: 200,
        body: {
          data: [],
          questions: [],
          pagination: { currentPage: 1, totalPages: 0, totalItems: 0, limit: 100 },
        } satisfies ReviewListResponse,
      }),
      [`GET ${requestsPath}`]: (recorded) => {
        const resolved = recorded.url.includes('status=resolved');
        const data = resolved ? [] : open;
        return {
          status: 200,
          body: {
            data,
            counts: { open: open.length, resolved: 1 - open.length },
            pagination: { currentPage: 1, totalPages: 1, totalItems: data.length, limit: 100 },
          } satisfies LevelRegradeResponse,
        };
      },
      [`POST ${resolvePath}`]: (recorded) => {
        const body = recorded.body as { marks: number; note: string };
        if (body.marks > 4) {
          return {
            status: 400,
            body: { statusCode: 400, message: 'marks must be between 0 and 4' },
          };
        }
        open.splice(0, 1);
        return { status: 200, body: { data: { ...request, status: 'resolved' } } };
      },
    });
    renderDesk();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Re-check requests · 1' }, SLOW));
    const card = await screen.findByRole('article', { name: 'Request on question 1' }, SLOW);
    expect(within(card).getByText('I named both laws.')).toBeVisible();
    // Anonymous until the teacher asks.
    expect(within(card).queryByText('Nila Rao')).not.toBeInTheDocument();
    // The digits the answers' desk takes are not marks here: typing in the form stays in it.
    const mark = within(card).getByRole('textbox', { name: /Mark after the re-check/ });
    expect(mark).toHaveValue('2');
    await user.click(within(card).getByRole('button', { name: 'Resolve' }));
    expect(
      within(card).getByText('Write a note: the student reads it with the outcome.'),
    ).toBeVisible();
    expect(requestsTo(server, 'POST', resolvePath)).toHaveLength(0);

    await user.clear(mark);
    await user.type(mark, '3');
    await user.type(
      within(card).getByRole('textbox', { name: /Note to the student/ }),
      'The second law is there.',
    );
    await user.click(within(card).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('No open requests', {}, SLOW)).toBeVisible();
    expect(requestsTo(server, 'POST', resolvePath)[0]?.body).toEqual({
      marks: 3,
      note: 'The second law is there.',
    });
  });

  it('marks a group of alike answers at once, without the answers the teacher moves out', async () => {
    const waiting = [answer(1), answer(2), answer(3), answer(4)];
    const groupsPath = pathTo(reviewRoutes.groups, { levelId: LEVEL });
    const decidePath = pathTo(reviewRoutes.groupDecision, { levelId: LEVEL });
    const groups: ReviewGroupsResponse = {
      data: [
        {
          answers: [1, 2, 3].map((index) => ({
            sessionId: `session-${index}`,
            text: `I like pizza ${index}`,
            suggestedMarks: index === 3 ? 1 : 0,
            needsDecision: true,
          })),
        },
        {
          answers: [
            { sessionId: 'session-4', text: 'A pointer', suggestedMarks: 2, needsDecision: true },
          ],
        },
      ],
      question: { id: 'q-1', number: 1, text: 'What is a pointer?', marks: 5 },
      complete: true,
    };
    const server = await deskApi(waiting, {
      extra: {
        [`GET ${groupsPath}`]: () => ({ status: 200, body: groups }),
        [`POST ${decidePath}`]: (request) => {
          const body = request.body as { sessionIds: string[]; marks: number };
          const data = { decided: body.sessionIds.length, marks: body.marks };
          return { status: 200, body: { data } };
        },
      },
    });
    renderDesk();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Groups' }, SLOW));
    const group = await screen.findByRole('region', { name: 'Group of 3 answers' }, SLOW);
    expect(within(group).getByText('suggested 0–1/5')).toBeVisible();
    expect(
      screen.getByText('1 group of alike answers; 1 answer unlike any other, to mark one by one.'),
    ).toBeVisible();
    // The third does not belong: the teacher moves it out.
    await user.click(within(group).getByRole('checkbox', { name: 'I like pizza 3' }));
    // A reason is asked for before anything is sent.
    await user.click(within(group).getByRole('button', { name: 'Mark 2 answers' }));
    expect(within(group).getByRole('alert')).toHaveTextContent('Say why');
    await user.type(within(group).getByRole('textbox', { name: 'Why this mark?' }), 'Off topic.');
    await user.click(within(group).getByRole('button', { name: 'Mark 2 answers' }));
    await waitFor(() => expect(requestsTo(server, 'POST', decidePath)).toHaveLength(1));
    expect(requestsTo(server, 'POST', decidePath)[0]?.body).toEqual({
      questionId: 'q-1',
      sessionIds: ['session-1', 'session-2'],
      marks: 0,
      reason: 'Off topic.',
    });
  });
});
