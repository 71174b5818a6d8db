import {
  pathTo,
  reviewRoutes,
  type ReviewDecisionResponse,
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
const LEVEL = 'level-1';
const listPath = pathTo(reviewRoutes.levelReviews, { levelId: LEVEL });

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
    question: { id: 'q-1', number: 1, text: 'What is a pointer?', marks: 5 },
    answerText: `Answer number ${index}`,
    transcription: null,
    imageCount: 0,
    suggestedMarks: 2,
    machineMarks: 2,
    confidence: 'needs_review',
    reasons: [{ code: 'off_topic', detail: 'The answer shares no key word with the question.' }],
    secondOpinion: null,
    needsDecision: true,
    ...overrides,
  };
}

/** A fake review list from which a decided answer leaves, recording each decision. */
async function deskApi(waiting: ReviewItem[]) {
  const list = (): ReviewListResponse => ({
    data: waiting,
    questions: [{ questionId: 'q-1', number: 1, waiting: waiting.length }],
    pagination: { currentPage: 1, totalPages: 1, totalItems: waiting.length, limit: 100 },
  });
  const decide = (request: RecordedRequest) => {
    const sessionId = request.url.split('/')[4]!;
    const body = request.body as { decision: string; marks?: number };
    const decided = waiting.findIndex((item) => item.sessionId === sessionId);
    const marks = body.marks ?? waiting[decided]!.suggestedMarks!;
    waiting.splice(decided, 1);
    const response: ReviewDecisionResponse = {
      data: {
        sessionId,
        questionId: 'q-1',
        decision: body.decision as 'accept' | 'change',
        marks: { awarded: marks, allocated: 5 },
        released: false,
        sessionStatus: 'in_review',
        overallScore: { awarded: marks, allocated: 5, percentage: marks * 20, isPass: marks >= 2 },
        suggestionsMoved: 0,
      },
    };
    return { status: 200, body: response };
  };
  const routes: Record<string, (request: RecordedRequest) => { status: number; body: unknown }> = {
    [`GET ${listPath}`]: () => ({ status: 200, body: list() }),
  };
  for (const item of [...waiting]) {
    routes[
      `POST ${pathTo(reviewRoutes.decide, { sessionId: item.sessionId, questionId: 'q-1' })}`
    ] = decide;
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

describe('the marking desk', () => {
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
    expect(decisionsOf(server, 'session-1')[0]!.body).toEqual({ decision: 'accept' });
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

  it('says when nothing is waiting', async () => {
    await deskApi([]);
    renderDesk();
    expect(await screen.findByText('Nothing waiting', {}, SLOW)).toBeVisible();
  });
});
