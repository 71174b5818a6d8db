import {
  apiRoutes,
  pathTo,
  VIVA_ANSWER_SECONDS,
  VIVA_QUESTIONS,
  vivaRoutes,
  type VivaAvailability,
  type VivaSession,
  type VivaTurn,
} from '@markwise/contract';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { startFakeApi } from '@/test/fake-api';
import { buildAttemptLevel } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { RecordedRequest, TestReply } from '@/test/test-server';
import { VivaPracticeRoute } from '../routes/viva-practice';

/** The viva screens' tests: one level, its viva 'v-1', the paths the fake API answers. */
export const LEVEL = 'l-1';
export const VIVA = 'v-1';
export const VIVA_PATHS = {
  availability: pathTo(vivaRoutes.level, { levelId: LEVEL }),
  start: pathTo(vivaRoutes.start, { levelId: LEVEL }),
  session: pathTo(vivaRoutes.session, { vivaId: VIVA }),
  answer: pathTo(vivaRoutes.answer, { vivaId: VIVA }),
  recording: pathTo(vivaRoutes.recording, { vivaId: VIVA }),
};

export const QUESTIONS = [
  'Tell me, in your own words: what is photosynthesis?',
  'Explain how light is reflected by a mirror.',
  'What does a convex lens do to parallel rays?',
];

export const availabilityOf = (overrides: Partial<VivaAvailability> = {}): VivaAvailability => ({
  enabled: true,
  recording: false,
  browserSpeech: false,
  questions: VIVA_QUESTIONS,
  answerSeconds: VIVA_ANSWER_SECONDS,
  sessions: [],
  ...overrides,
});

/** The question on `topic`, asked so that `secondsLeft` of its 90 seconds are left now. */
export function askedTurn(
  topic: number,
  {
    secondsLeft = VIVA_ANSWER_SECONDS,
    ...overrides
  }: Partial<VivaTurn> & { secondsLeft?: number } = {},
): VivaTurn {
  const now = Date.now();
  return {
    id: `t-${topic}`,
    kind: 'question',
    topic,
    question: QUESTIONS[topic - 1] ?? '',
    askedAt: new Date(now - (VIVA_ANSWER_SECONDS - secondsLeft) * 1000).toISOString(),
    dueAt: new Date(now + secondsLeft * 1000).toISOString(),
    answer: null,
    way: null,
    answeredAt: null,
    score: null,
    feedback: null,
    ...overrides,
  };
}

export const answeredTurn = (
  turn: VivaTurn,
  answer: string,
  score: number,
  feedback: string,
  way: VivaTurn['way'] = 'typed',
): VivaTurn => ({ ...turn, answer, way, answeredAt: new Date().toISOString(), score, feedback });

export const vivaOf = (turns: VivaTurn[], overrides: Partial<VivaSession> = {}): VivaSession => ({
  id: VIVA,
  levelId: LEVEL,
  mode: 'offline',
  finished: false,
  topics: VIVA_QUESTIONS,
  startedAt: '2026-11-20T10:00:00.000Z',
  turns,
  summary: null,
  ...overrides,
});

type Routes = Record<string, (request: RecordedRequest) => TestReply | Promise<TestReply>>;

/** Serves the level's viva as given, the student's levels (for the title) and `routes`. */
export async function openVivaPractice(availability: VivaAvailability, routes: Routes = {}) {
  const server = await startFakeApi({
    [`GET ${apiRoutes.attempts.levels}`]: () => ({
      status: 200,
      body: { data: { xp: 0, levels: [buildAttemptLevel({ levelId: LEVEL, vivaEnabled: true })] } },
    }),
    [`GET ${VIVA_PATHS.availability}`]: () => ({ status: 200, body: { data: availability } }),
    ...routes,
  });
  renderRoutes(
    [{ path: '/student-portal/exams/:levelId/viva', Component: VivaPracticeRoute }],
    paths.vivaPractice(LEVEL),
  );
  return { server, user: userEvent.setup() };
}

/** POST start answers `session` (201 a new one, 200 the unfinished one resumed). */
export const started = (session: VivaSession, status = 201) => ({
  [`POST ${VIVA_PATHS.start}`]: () => ({ status, body: { data: session } }),
});
