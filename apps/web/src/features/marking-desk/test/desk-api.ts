/**
 * The desk tests' fake API: a level's answers waiting for review, the decisions on them, the
 * level's release and corrected readings (shared by the English and the Hindi desk tests).
 */
import {
  pathTo,
  reviewRoutes,
  type CorrectTranscriptionResponse,
  type ReleaseLevelResponse,
  type ReviewDecisionResponse,
  type ReviewItem,
  type ReviewListResponse,
} from '@markwise/contract';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { RecordedRequest } from '@/test/test-server';
import { MarkingDeskRoute } from '../routes/marking-desk';

export const SLOW = { timeout: 5000 };
export type Route = (request: RecordedRequest) => { status: number; body: unknown };
export const LEVEL = 'level-1';
export const listPath = pathTo(reviewRoutes.levelReviews, { levelId: LEVEL });
export const releasePath = pathTo(reviewRoutes.releaseLevel, { levelId: LEVEL });

export function answer(index: number, overrides: Partial<ReviewItem> = {}): ReviewItem {
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
export async function deskApi(
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
        marks: 5,
        rubric: waiting[0]?.question.rubric ?? [],
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

export function renderDesk() {
  renderRoutes(
    [{ path: '/exams/journey/reports/:levelId/desk', Component: MarkingDeskRoute }],
    `/exams/journey/reports/${LEVEL}/desk`,
  );
}

export const decisionsOf = (server: Awaited<ReturnType<typeof deskApi>>, session: string) =>
  requestsTo(
    server,
    'POST',
    pathTo(reviewRoutes.decide, { sessionId: session, questionId: 'q-1' }),
  );
