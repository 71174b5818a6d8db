import { z } from 'zod';
import { component, dataEnvelope, requestBody, requiredText, Timestamp } from './common.js';
import { DeskQuestion, DeskStudent } from './desk-shapes.js';
import { apiRoutes } from './routes.js';

/** The tutor paths of the route table, under the name the tutor module uses. */
export const tutorRoutes = apiRoutes.tutor;

export const TUTOR_REPLY_MAX = 1000;
/** Student replies a day, per student, unless the institution sets another number. */
export const TUTOR_DAILY_LIMIT_DEFAULT = 30;
export const TUTOR_DAILY_LIMIT_MAX = 500;

/** `model`: an OpenAI-compatible provider converses; `offline`: the built-in walk of the points. */
export const TUTOR_MODES = ['offline', 'model'] as const;
export type TutorMode = (typeof TUTOR_MODES)[number];

export const TUTOR_SPEAKERS = ['tutor', 'student'] as const;
export type TutorSpeaker = (typeof TUTOR_SPEAKERS)[number];

/** The refusals of the tutor, worded as the rule they apply. */
export const TUTOR_MESSAGES = {
  off: 'The tutor is turned off for your institution',
  notReleased: 'The tutor opens once this mark is released',
  fullMarks: 'This answer earned full marks: there is nothing for the tutor to go over',
  finished: 'This tutor conversation has ended',
  busy: 'The tutor is still answering your last reply',
  dailyLimit: (limit: number) =>
    `You have used today's ${limit} tutor replies. Please come back tomorrow.`,
} as const;

/** POST /tutor-conversations/:conversationId/replies: what the student says. */
export const TutorReplyBody = requestBody(
  'TutorReplyBody',
  { text: requiredText('text', TUTOR_REPLY_MAX) },
  { text: 'Chlorophyll in the leaves takes in the energy of sunlight.' },
);
export type TutorReplyBody = z.infer<typeof TutorReplyBody>;

export const TutorMessage = component('TutorMessage', {
  from: z.enum(TUTOR_SPEAKERS),
  text: z.string(),
  at: Timestamp,
});
export type TutorMessage = z.infer<typeof TutorMessage>;

const conversationExample = {
  id: '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716',
  sessionId: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
  question: {
    id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
    number: 2,
    text: 'What is photosynthesis?',
  },
  mode: 'offline' as const,
  finished: false,
  messages: [
    {
      from: 'tutor' as const,
      text: 'I am the offline tutor: no AI model is connected. Your answer missed one idea.',
      at: '2025-03-04T10:00:00.000Z',
    },
  ],
  repliesLeftToday: 29,
};

/**
 * One conversation about one released answer: the student's, kept for their teachers to read (the
 * student is told). `repliesLeftToday` is the student's allowance; null for a teacher reading it.
 */
export const TutorConversation = component('TutorConversation', {
  id: z.string(),
  sessionId: z.string(),
  question: DeskQuestion.omit({ marks: true }),
  mode: z.enum(TUTOR_MODES),
  finished: z.boolean(),
  messages: z.array(TutorMessage),
  repliesLeftToday: z.number().int().nullable(),
});
export type TutorConversation = z.infer<typeof TutorConversation>;

export const TutorConversationResponse = dataEnvelope(
  'TutorConversationResponse',
  TutorConversation,
  conversationExample,
);
export type TutorConversationResponse = z.infer<typeof TutorConversationResponse>;

/** GET /levels/:levelId/tutor-conversations: who asked the tutor about what, newest first. */
export const LevelTutorItem = component('LevelTutorItem', {
  id: z.string(),
  sessionId: z.string(),
  student: DeskStudent,
  question: DeskQuestion.omit({ marks: true }),
  mode: z.enum(TUTOR_MODES),
  finished: z.boolean(),
  studentReplies: z.number().int(),
  startedAt: Timestamp,
  lastAt: Timestamp,
});
export type LevelTutorItem = z.infer<typeof LevelTutorItem>;

export const LevelTutorResponse = dataEnvelope('LevelTutorResponse', z.array(LevelTutorItem), [
  {
    id: conversationExample.id,
    sessionId: conversationExample.sessionId,
    student: {
      id: '0b9f4c1e-58d4-4c57-9a3c-4f1f3e0f5b11',
      name: 'Asha Verma',
      email: 'asha@example.com',
    },
    question: conversationExample.question,
    mode: 'offline',
    finished: true,
    studentReplies: 3,
    startedAt: '2025-03-04T10:00:00.000Z',
    lastAt: '2025-03-04T10:06:00.000Z',
  },
]);
export type LevelTutorResponse = z.infer<typeof LevelTutorResponse>;

/** The institution's tutor switch and each student's daily allowance of replies. */
export const TutorSettings = requestBody(
  'TutorSettings',
  {
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    dailyLimit: z
      .number({ error: 'dailyLimit must be a number' })
      .int('dailyLimit must be a whole number')
      .min(1, 'dailyLimit must be at least 1')
      .max(TUTOR_DAILY_LIMIT_MAX, `dailyLimit must be at most ${TUTOR_DAILY_LIMIT_MAX}`),
    /**
     * Whether viva practice may use the browser's own speech recognition; off by default, as some
     * browsers send the audio to their vendor. Left out: unchanged.
     */
    browserSpeech: z.boolean({ error: 'browserSpeech must be true or false' }).optional(),
  },
  { enabled: true, dailyLimit: TUTOR_DAILY_LIMIT_DEFAULT, browserSpeech: false },
);
export type TutorSettings = z.infer<typeof TutorSettings>;

export const TutorSettingsResponse = dataEnvelope(
  'TutorSettingsResponse',
  z.object({ ...TutorSettings.shape, browserSpeech: z.boolean() }),
  { enabled: true, dailyLimit: TUTOR_DAILY_LIMIT_DEFAULT, browserSpeech: false },
);
export type TutorSettingsResponse = z.infer<typeof TutorSettingsResponse>;
