import {
  apiRoutes,
  pathTo,
  type ExamRules,
  type Journey,
  type Level,
  type QuestionPaper,
} from '@markwise/contract';

/** Test data and a fake API for the journey builder's tests (not shipped: only tests import it). */

export const examId = '0b6f3c1e-8d7a-4f7e-9a51-3f1c2d4e5a6b';
export const subjectId = '7d9e2f4a-1b3c-4d5e-8f6a-9b0c1d2e3f4a';
export const journeyId = 'e1d2c3b4-a596-4877-8695-a4b3c2d1e0f9';
export const paperId = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f';

export const levelId = (n: number) =>
  `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
export const level = (n: number, overrides: Partial<Level> = {}): Level => ({
  _id: levelId(n),
  title: `Level ${n}`,
  order: n,
  type: 'exam',
  xp_required_to_unlock: 0,
  xpReward: 10,
  questionPaperId: null,
  ...overrides,
});

export const paper: QuestionPaper = {
  _id: paperId,
  title: 'Light: Chapter Test',
  subject: 'Physics',
  subjectId,
  examId,
  class: 'Grade 10',
  description: null,
  timeAllowed: 45,
  year: 2024,
  qpCode: 'SCI-10-PHY-L1',
  maxMarks: 5,
  language: 'en',
  passPercentage: 50,
  createdAt: '2024-03-01T09:30:00.000Z',
  visibility: 'private',
  questions: [
    {
      _id: 'q1',
      number: 1,
      text: 'State the two laws of reflection.',
      marks: 2,
      modelAnswer: null,
      rubric: null,
      acceptedAnswers: [],
      language: 'en',
    },
    {
      _id: 'q2',
      number: 2,
      text: 'Define the focal length of a mirror.',
      marks: 3,
      modelAnswer: null,
      rubric: null,
      acceptedAnswers: [],
      language: 'en',
    },
  ],
};

export const rulesOf = (id: string, overrides: Partial<ExamRules> = {}): ExamRules => ({
  levelId: id,
  attemptsAllowed: 1,
  opensAt: null,
  closesAt: null,
  answerKeyRelease: 'never',
  answerKeyReleased: false,
  passPercentage: null,
  effectivePassPercentage: 50,
  releasePolicy: 'confident_at_once',
  regradeWindowDays: 7,
  ...overrides,
});

/** A fake API route, as `startFakeApi` takes it (the harness is test-only, so not imported). */
type FakeRequest = { body: unknown };
export type Handler = (request: FakeRequest) => { status: number; body?: unknown };

/** A journey the fake API keeps: reads see what the writes did. */
export function journeyApi(levels: Level[] | null, extra: Record<string, Handler> = {}) {
  const state: { journey: Journey | null } = {
    journey: levels && { _id: journeyId, subjectId, title: 'Physics Journey', levels },
  };
  const levelsPath = pathTo(apiRoutes.journeys.levels, { journeyId });
  return {
    state,
    routes: {
      [`GET ${apiRoutes.journeys.collection}`]: () => ({
        status: 200,
        body: { data: state.journey ? [state.journey] : [] },
      }),
      [`POST ${apiRoutes.journeys.collection}`]: (request: FakeRequest) => {
        const { title } = request.body as { title: string };
        state.journey = { _id: journeyId, subjectId, title, levels: [] };
        return { status: 201, body: { data: state.journey } };
      },
      [`POST ${levelsPath}`]: (request: FakeRequest) => {
        const body = request.body as Partial<Level>;
        const journey = state.journey!;
        const created = level(journey.levels.length + 1, {
          ...body,
          questionPaperId: body.questionPaperId ?? null,
        });
        journey.levels = [...journey.levels, created];
        return { status: 201, body: { data: created } };
      },
      [`GET ${apiRoutes.questionPapers.collection}`]: () => ({
        status: 200,
        body: {
          data: [paper],
          pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 50 },
        },
      }),
      [`GET ${pathTo(apiRoutes.questionPapers.item, { id: paperId })}`]: () => ({
        status: 200,
        body: { data: paper },
      }),
      ...extra,
    } as Record<string, Handler>,
  };
}
