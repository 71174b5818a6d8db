import {
  moderationRoutes,
  pathTo,
  regradeRoutes,
  reviewRoutes,
  type LevelRegradeItem,
  type LevelRegradeResponse,
  type BlindAnswer,
  type BlindAnswersResponse,
  type Disagreement,
  type ModerationResponse,
  type ReviewGroupsResponse,
  type ReviewItem,
  type ReviewListResponse,
} from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import {
  answer,
  decisionsOf,
  deskApi,
  LEVEL,
  listPath,
  releasePath,
  renderDesk,
  SLOW,
  type Route,
} from '../test/desk-api';

const POINT_IDS = ['0d3f8a52-6c1e-4b7a-9f2d-1e5c7b9a3d41', '7a2c4e6b-8d1f-4a3c-b5e7-9f1d3b5c7e92'];
const RUBRIC = [
  { id: POINT_IDS[0]!, point: 'Holds an address', marks: 3 },
  { id: POINT_IDS[1]!, point: 'Gives an example', marks: 2 },
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
      // Saved with the points, so a later change of their marks re-marks the answer.
      rubricPointIds: [POINT_IDS[0]],
    });
    // The next answer starts with its own (here no) feedback and nothing ticked.
    expect(await screen.findByText('Answer number 2', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Feedback the student will read/ })).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Rubric' })).toBeNull();
  });

  it('edits the rubric, says how many marked answers change, and saves only when asked again', async () => {
    const user = userEvent.setup();
    const rubricPath = pathTo(reviewRoutes.rubric, { questionId: 'q-1' });
    const previewPath = pathTo(reviewRoutes.rubricPreview, { questionId: 'q-1' });
    const effect = { markedWithRubric: 4, changing: 3, released: 1 };
    const server = await deskApi(
      [answer(1, { question: { ...answer(1).question, rubric: RUBRIC } }), answer(2)],
      {
        extra: {
          [`POST ${previewPath}`]: () => ({ status: 200, body: { data: effect } }),
          [`PUT ${rubricPath}`]: () => ({
            status: 200,
            body: { data: { ...effect, rubric: RUBRIC } },
          }),
        },
      },
    );
    renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Edit rubric' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Question 1 rubric' });
    const marks = within(dialog).getByRole('textbox', { name: 'Point 1 marks' });
    await user.clear(marks);
    await user.type(marks, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Remove point 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a point' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Point 2' }), 'Names the type');
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));

    // The count comes first; nothing is saved until the teacher asks a second time.
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Saving re-marks 3 answers marked with these points. 1 of them is released: its student sees the new mark.',
    );
    const sent = {
      rubric: [
        { id: POINT_IDS[0], point: 'Holds an address', marks: 2 },
        { point: 'Names the type', marks: 1 },
      ],
    };
    expect(requestsTo(server, 'POST', previewPath).map((request) => request.body)).toEqual([sent]);
    expect(requestsTo(server, 'PUT', rubricPath)).toHaveLength(0);
    const listReads = () =>
      server.requests.filter((r) => r.method === 'GET' && r.url.startsWith(`/api${listPath}?`))
        .length;
    const reads = listReads();
    await user.click(within(dialog).getByRole('button', { name: 'Save rubric' }));
    expect(await screen.findByText('Rubric saved: 3 answers re-marked.', {}, SLOW)).toBeVisible();
    expect(requestsTo(server, 'PUT', rubricPath).map((request) => request.body)).toEqual([sent]);
    // The desk reads its answers (which carry the rubric) again.
    await waitFor(() => expect(listReads()).toBeGreaterThan(reads));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a rubric point without its text before counting anything', async () => {
    const user = userEvent.setup();
    const server = await deskApi([
      answer(1, { question: { ...answer(1).question, rubric: RUBRIC } }),
    ]);
    renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Edit rubric' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Question 1 rubric' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Point 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Point 2 needs its text.');
    expect(
      requestsTo(server, 'POST', pathTo(reviewRoutes.rubricPreview, { questionId: 'q-1' })),
    ).toHaveLength(0);
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

  it("opens a student's whole script with S, and narrows the answers to the days submitted", async () => {
    const server = await deskApi([answer(1), answer(2)]);
    // The list's last read, with its query.
    const lastList = () =>
      server.requests
        .filter((r) => r.method === 'GET' && r.url.startsWith(`/api${listPath}?`))
        .at(-1)?.url ?? '';
    renderDesk();
    const user = userEvent.setup();
    await screen.findByText('Answer 1 of 2', {}, SLOW);
    await user.keyboard('s');
    await screen.findByText("One student's script", {}, SLOW);
    await waitFor(() => expect(lastList()).toContain('sessionId=session-1'));
    await user.click(screen.getByRole('button', { name: 'Back to all answers' }));
    await waitFor(() => expect(screen.queryByText("One student's script")).not.toBeInTheDocument());
    expect(await screen.findByText('Answer 1 of 2', {}, SLOW)).toBeVisible();
    await user.type(screen.getByLabelText('Submitted from'), '2026-11-20');
    await waitFor(() => expect(lastList()).toContain('from=2026-11-20'));
    expect(screen.getByRole('button', { name: 'All dates' })).toBeVisible();
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

  describe('second marking and moderation', () => {
    const minePath = pathTo(moderationRoutes.mine, { levelId: LEVEL });
    const moderationPath = pathTo(moderationRoutes.list, { levelId: LEVEL });
    const assignPath = pathTo(moderationRoutes.assign, { levelId: LEVEL });
    const MARKERS = [
      { id: 'm-1', name: 'Ravi Kumar' },
      { id: 'm-2', name: 'Meena Iyer' },
    ];
    const QUESTION = { id: 'q-1', number: 1, text: 'What is a pointer?', marks: 5 };

    /** The desk with nothing waiting, and the moderation routes as the test gives them. */
    function moderationApi({
      mine = [],
      disagreements = [],
      extra = {},
    }: {
      mine?: BlindAnswer[];
      disagreements?: Disagreement[];
      extra?: Record<string, Route>;
    }) {
      return deskApi([], {
        extra: {
          [`GET ${minePath}`]: () => ({
            status: 200,
            body: { data: mine } satisfies BlindAnswersResponse,
          }),
          [`GET ${moderationPath}`]: () => ({
            status: 200,
            body: {
              data: disagreements,
              markers: MARKERS,
              counts: { assigned: 4, marked: 3, agreed: 2, decided: 0 },
            } satisfies ModerationResponse,
          }),
          ...extra,
        },
      });
    }

    async function openSecondMarking(user: ReturnType<typeof userEvent.setup>) {
      renderDesk();
      await user.click(await screen.findByRole('radio', { name: 'Second marking' }, SLOW));
    }

    it('assigns a 10% sample of the marked answers to the teacher chosen', async () => {
      const server = await moderationApi({
        extra: {
          [`POST ${assignPath}`]: () => ({ status: 200, body: { data: { assigned: 3 } } }),
        },
      });
      const user = userEvent.setup();
      await openSecondMarking(user);
      expect(
        await screen.findByText(
          '4 assigned · 3 second-marked · 2 agree within 1 · 0 decided',
          {},
          SLOW,
        ),
      ).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Assign a sample' }));
      const dialog = await screen.findByRole('dialog', { name: 'Assign a sample' });
      expect(within(dialog).getByLabelText('Percentage of marked answers')).toHaveValue('10%');
      // No teacher chosen: the dialog says so and sends nothing.
      await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Choose the teacher who marks the sample.',
      );
      expect(requestsTo(server, 'POST', assignPath)).toHaveLength(0);

      await user.click(within(dialog).getByRole('combobox', { name: 'Second marker' }));
      await user.click(await screen.findByRole('option', { name: 'Meena Iyer' }));
      await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
      await waitFor(() => expect(requestsTo(server, 'POST', assignPath)).toHaveLength(1));
      expect(requestsTo(server, 'POST', assignPath)[0]?.body).toEqual({
        markerId: 'm-2',
        percentage: 10,
      });
      expect(await screen.findByText('Assigned 3 answers to Meena Iyer.', {}, SLOW)).toBeVisible();
    });

    it('lists the sample blind, unmarked first, and saves a second mark with its reason', async () => {
      const mine: BlindAnswer[] = [
        {
          id: 'sm-2',
          question: QUESTION,
          answerText: 'A variable.',
          transcription: null,
          images: [],
          marks: 4,
        },
        {
          id: 'sm-1',
          question: QUESTION,
          answerText: 'It holds the address of a variable.',
          transcription: null,
          images: [],
          marks: null,
        },
      ];
      const markPath = (secondMarkId: string) => pathTo(moderationRoutes.mark, { secondMarkId });
      const save: Route = (request) => {
        const id = request.url.split('/').pop()!;
        const body = request.body as { marks: number };
        mine.find((item) => item.id === id)!.marks = body.marks;
        return { status: 200, body: { data: { id, marks: body.marks } } };
      };
      const server = await moderationApi({
        mine,
        extra: { [`PUT ${markPath('sm-1')}`]: save, [`PUT ${markPath('sm-2')}`]: save },
      });
      const user = userEvent.setup();
      await openSecondMarking(user);
      const sample = await screen.findByRole('region', { name: 'Your sample' }, SLOW);
      const cards = await within(sample).findAllByRole(
        'article',
        { name: 'Answer to second-mark on question 1' },
        SLOW,
      );
      // Unmarked first; the first mark and the student are nowhere.
      expect(within(cards[0]!).getByText('It holds the address of a variable.')).toBeVisible();
      expect(within(cards[1]!).getByText('Your mark: 4/5')).toBeVisible();
      expect(within(sample).queryByText(/First mark/)).not.toBeInTheDocument();
      expect(within(sample).queryByText(/Show name/)).not.toBeInTheDocument();

      const card = cards[0]!;
      const mark = within(card).getByRole('textbox', { name: /Your mark/ });
      // Not a half mark: refused before anything is sent.
      await user.type(mark, '2.2');
      await user.click(within(card).getByRole('button', { name: 'Save mark' }));
      expect(within(card).getByRole('alert')).toHaveTextContent(
        'The mark must be a whole or half mark from 0 to 5.',
      );
      expect(requestsTo(server, 'PUT', markPath('sm-1'))).toHaveLength(0);

      await user.clear(mark);
      await user.type(mark, '2.5');
      await user.type(
        within(card).getByRole('textbox', { name: /Reason/ }),
        'Names the address; no example.',
      );
      await user.click(within(card).getByRole('button', { name: 'Save mark' }));
      expect(await within(card).findByText('Your mark: 2.5/5', {}, SLOW)).toBeVisible();
      expect(requestsTo(server, 'PUT', markPath('sm-1'))[0]?.body).toEqual({
        marks: 2.5,
        reason: 'Names the address; no example.',
      });

      // A mark given can be changed; without a reason none is sent.
      const marked = cards[1]!;
      await user.click(within(marked).getByRole('button', { name: 'Change mark' }));
      const again = within(marked).getByRole('textbox', { name: /Your mark/ });
      expect(again).toHaveValue('4');
      await user.clear(again);
      await user.type(again, '3');
      await user.click(within(marked).getByRole('button', { name: 'Save mark' }));
      expect(await within(marked).findByText('Your mark: 3/5', {}, SLOW)).toBeVisible();
      expect(requestsTo(server, 'PUT', markPath('sm-2'))[0]?.body).toEqual({ marks: 3 });
    });

    it('decides a disagreement with a mark and a reason, refusing a blank reason', async () => {
      const disagreements: Disagreement[] = [
        {
          id: 'sm-9',
          sessionId: 'session-9',
          student: { id: 'student-9', name: 'Asha Verma', email: 'asha@example.edu' },
          question: QUESTION,
          answerText: 'It holds the address of a variable.',
          transcription: null,
          images: [],
          first: { marks: 1, reason: 'No example.', by: 'Ravi Kumar' },
          second: {
            marks: 4,
            reason: 'The address is the point.',
            by: 'Meena Iyer',
            at: '2026-11-21T10:00:00.000Z',
          },
        },
      ];
      const decidePath = pathTo(moderationRoutes.decide, { secondMarkId: 'sm-9' });
      const server = await moderationApi({
        disagreements,
        extra: {
          [`POST ${decidePath}`]: (request) => {
            const body = request.body as { marks: number };
            disagreements.splice(0, 1);
            return {
              status: 200,
              body: {
                data: { id: 'sm-9', marks: body.marks, decidedAt: '2026-11-22T10:00:00.000Z' },
              },
            };
          },
        },
      });
      const user = userEvent.setup();
      await openSecondMarking(user);
      const card = await screen.findByRole('article', { name: 'Disagreement on question 1' }, SLOW);
      expect(within(card).getByRole('group', { name: 'First mark' })).toHaveTextContent(
        'First mark: 1/5by Ravi KumarNo example.',
      );
      expect(within(card).getByRole('group', { name: 'Second mark' })).toHaveTextContent(
        /Second mark: 4\/5by Meena Iyer.*The address is the point\./,
      );
      // Anonymous until the teacher asks.
      expect(within(card).queryByText('Asha Verma')).not.toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Show name' }));
      expect(within(card).getByText('Asha Verma')).toBeVisible();

      const mark = within(card).getByRole('textbox', { name: /Mark that stands/ });
      expect(mark).toHaveValue('1');
      await user.clear(mark);
      await user.type(mark, '3');
      await user.click(within(card).getByRole('button', { name: 'Decide' }));
      expect(within(card).getByRole('alert')).toHaveTextContent('Say why this mark stands.');
      expect(requestsTo(server, 'POST', decidePath)).toHaveLength(0);

      await user.type(
        within(card).getByRole('textbox', { name: /Why this mark/ }),
        'The address is right, the example missing.',
      );
      await user.click(within(card).getByRole('button', { name: 'Decide' }));
      expect(
        await screen.findByText('No disagreements beyond the tolerance.', {}, SLOW),
      ).toBeVisible();
      expect(requestsTo(server, 'POST', decidePath)[0]?.body).toEqual({
        marks: 3,
        reason: 'The address is right, the example missing.',
      });
    });
  });
});
