import {
  apiRoutes,
  pathTo,
  type AttemptSession,
  type PracticeSessionStatus,
  type SavedAnswer,
} from '@markwise/contract';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { startFakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { TestServer } from '@/test/test-server';
import { withSavedAnswer } from '../lib/answers';
import { AttemptRoute } from '../routes/attempt';

export const SESSION_ID = '6e5d4c3b-2a19-4807-b6a5-948372615f4e';
const QUESTIONS = {
  1: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b01',
  2: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b02',
  3: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b03',
} as const;
export const QUESTION_IDS = Object.values(QUESTIONS);

/** The id of question 1, 2 or 3. */
export const q = (number: 1 | 2 | 3): string => QUESTIONS[number];

/** An open three-question session with 45 minutes left and no answers. */
export function buildAttemptSession(overrides: Partial<AttemptSession> = {}): AttemptSession {
  const now = Date.now();
  return {
    _id: SESSION_ID,
    levelId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
    attemptNumber: 1,
    status: 'in_progress',
    startTime: new Date(now).toISOString(),
    deadlineAt: new Date(now + 45 * 60_000).toISOString(),
    submittedAt: null,
    secondsLeft: 45 * 60,
    paper: {
      title: 'Light: unit test',
      qpCode: 'PHY-10-UT-01',
      timeAllowed: 45,
      maxMarks: 15,
      language: 'en',
    },
    questions: QUESTION_IDS.map((id, index) => ({
      _id: id,
      number: index + 1,
      text: `Question text ${index + 1}: explain **refraction** case ${index + 1}.`,
      marks: 5,
    })),
    answers: [],
    ...overrides,
  };
}

export const attemptPath = (route: string, params: Record<string, string> = {}) =>
  pathTo(route, { sessionId: SESSION_ID, ...params });

/** The parts of the fake server's request and reply these handlers use (see src/test/). */
type FakeRequest = { body: unknown };
type FakeReply = { status: number; body?: unknown };
type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/**
 * The attempts API of one session, stateful like the real one: saved text comes back on the
 * next GET; submit moves the session to submitted, and each later GET one step further
 * (`afterSubmit`), the way the evaluation worker would.
 */
export function fakeAttemptApi(
  initial: AttemptSession,
  afterSubmit: PracticeSessionStatus[] = ['evaluating', 'evaluated'],
) {
  let session = initial;
  const later = [...afterSubmit];
  const routes: Record<string, Handler> = {
    [`GET ${attemptPath(apiRoutes.attempts.item)}`]: () => {
      if (session.status !== 'in_progress' && later.length > 0) {
        session = { ...session, status: later.shift() ?? session.status };
      }
      return { status: 200, body: { data: session } };
    },
    [`POST ${attemptPath(apiRoutes.attempts.submit)}`]: () => {
      session = { ...session, status: 'submitted', submittedAt: new Date().toISOString() };
      return { status: 200, body: { data: session } };
    },
  };
  for (const questionId of QUESTION_IDS) {
    routes[`PUT ${attemptPath(apiRoutes.attempts.answer, { questionId })}`] = (request) => {
      const { answerText } = request.body as { answerText: string };
      const current = session.answers.find((answer) => answer.questionId === questionId);
      const saved: SavedAnswer = {
        questionId,
        answerText: answerText === '' ? null : answerText,
        images: current?.images ?? [],
        updatedAt: new Date().toISOString(),
      };
      session = withSavedAnswer(session, saved);
      return { status: 200, body: { data: saved } };
    };
  }
  return {
    routes,
    get session() {
      return session;
    },
    set session(next: AttemptSession) {
      session = next;
    },
  };
}

/** The attempt route plus stand-ins for the screens it links to. */
export const attemptRoutes: RouteObject[] = [
  { path: '/student-portal/attempts/:sessionId', Component: AttemptRoute },
  { path: '/reports/:sessionId', element: <h1>Report details</h1> },
  { path: '/student-portal/exams', element: <h1>Your exams</h1> },
  { path: '/student-portal', element: <h1>Student dashboard</h1> },
];

/** jsdom and a shared machine are slow; the evaluation view waits for two 2-second polls. */
export const SLOW = { timeout: 8000 };

/** Serves `routes` from a fake API and opens the attempt screen of SESSION_ID against it. */
export async function openAttempt(routes: Parameters<typeof startFakeApi>[0]): Promise<TestServer> {
  const server = await startFakeApi(routes);
  renderRoutes(attemptRoutes, paths.attempt(SESSION_ID));
  return server;
}
