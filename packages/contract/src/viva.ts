import { z } from 'zod';
import { component, dataEnvelope, requestBody, Timestamp, uuidField } from './common.js';
import { DeskStudent } from './desk-shapes.js';
import { apiRoutes } from './routes.js';
import { TUTOR_MODES } from './tutor.js';

/** The viva paths of the route table, under the name the viva module uses. */
export const vivaRoutes = apiRoutes.viva;

/** Vivas a student may start a day (UTC), on all levels: each answer may cost a model call. */
export const VIVA_DAILY_LIMIT = 10;
/** Questions a viva asks, one per topic of the level's paper (fewer when the paper has fewer). */
export const VIVA_QUESTIONS = 3;
/** Seconds a student has to answer each question. */
export const VIVA_ANSWER_SECONDS = 90;
/**
 * Seconds past the time an answer is still taken: an answer sent as the clock ran out, or a
 * recording still uploading and being transcribed.
 */
export const VIVA_GRACE_SECONDS = 30;
export const VIVA_ANSWER_MAX = 2000;
/** A recording of one spoken answer: 90 seconds of compressed audio is well under this. */
export const VIVA_RECORDING_MAX_BYTES = 5 * 1024 * 1024;
export const VIVA_RECORDING_FIELD = 'audio';
/** The multipart field of a recording naming the question it answers. */
export const VIVA_TURN_FIELD = 'turnId';
/** An answer scoring under this share of its points gets a follow-up question (once per topic). */
export const VIVA_FOLLOW_UP_BELOW = 50;

/** A question on a topic of the paper, or the follow-up asked when its answer was thin. */
export const VIVA_TURN_KINDS = ['question', 'follow_up'] as const;
export type VivaTurnKind = (typeof VIVA_TURN_KINDS)[number];
/** How an answer came: typed, spoken into a recording (transcribed by the provider) or in the browser. */
export const VIVA_ANSWER_WAYS = ['typed', 'recorded', 'browser_speech'] as const;
export type VivaAnswerWay = (typeof VIVA_ANSWER_WAYS)[number];

/** The refusals of viva practice, worded as the rule they apply. */
export const VIVA_MESSAGES = {
  off: 'Viva practice is not open for this level',
  notSat: 'Viva practice on this test opens once you have sat it',
  dailyLimit: `You have started today's ${VIVA_DAILY_LIMIT} vivas. Please come back tomorrow.`,
  finished: 'This viva has ended',
  answered: 'This question was already answered: the next one is ready',
  timeUp: 'Time is up for this question: the next one is ready',
  noRecording: 'Spoken answers need a transcription service: please type your answer',
  noBrowserSpeech: "Your institution does not allow the browser's speech recognition",
  unavailable: 'The viva examiner could not answer just now. Please try again in a moment.',
  notHeard: 'No words were heard in the recording: please try again or type your answer',
} as const;

/** POST /viva-sessions/:vivaId/answers: a typed answer, or one the browser heard. */
export const VivaAnswerBody = requestBody(
  'VivaAnswerBody',
  {
    /** The question answered: an answer sent twice, or after the clock moved on, is refused. */
    turnId: uuidField('turnId'),
    /** Empty: no answer (the clock ran out). */
    text: z
      .string({ error: 'text must be text' })
      .trim()
      .max(VIVA_ANSWER_MAX, `text must be at most ${VIVA_ANSWER_MAX} characters`),
    way: z.enum(['typed', 'browser_speech'], { error: 'way must be typed or browser_speech' }),
  },
  {
    turnId: '6b5a4938-2716-4e5d-8c4b-3a2918070605',
    text: 'Plants take in light with chlorophyll and make glucose.',
    way: 'typed',
  },
);
export type VivaAnswerBody = z.infer<typeof VivaAnswerBody>;

/** POST /viva-sessions/:vivaId/recording: the form's text field beside the `audio` file. */
export const VivaRecordingForm = requestBody(
  'VivaRecordingForm',
  { turnId: uuidField('turnId') },
  { turnId: '6b5a4938-2716-4e5d-8c4b-3a2918070605' },
);
export type VivaRecordingForm = z.infer<typeof VivaRecordingForm>;

export const VivaTurn = component('VivaTurn', {
  id: z.string(),
  kind: z.enum(VIVA_TURN_KINDS),
  /** Which of the viva's topics (1-based) this turn is about. */
  topic: z.number().int(),
  question: z.string(),
  askedAt: Timestamp,
  /** When the answer stops being taken (the grace period aside). */
  dueAt: Timestamp,
  answer: z.string().nullable(),
  way: z.enum(VIVA_ANSWER_WAYS).nullable(),
  answeredAt: Timestamp.nullable(),
  /** 0-100: how much of what the question looks for the answer said; null until answered. */
  score: z.number().int().nullable(),
  feedback: z.string().nullable(),
});
export type VivaTurn = z.infer<typeof VivaTurn>;

export const VivaSummary = component('VivaSummary', {
  /** Mean score of the topics, each topic at its better answer (question or follow-up). */
  score: z.number().int(),
  topics: z.array(
    z.object({ topic: z.number().int(), question: z.string(), score: z.number().int() }),
  ),
  text: z.string(),
});
export type VivaSummary = z.infer<typeof VivaSummary>;

const vivaExample = {
  id: '3a2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
  levelId: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b',
  mode: 'offline' as const,
  finished: false,
  topics: 3,
  startedAt: '2025-03-04T10:00:00.000Z',
  turns: [
    {
      id: '6b5a4938-2716-4e5d-8c4b-3a2918070605',
      kind: 'question' as const,
      topic: 1,
      question: 'Question 1 of 3. Tell me, in your own words: what is photosynthesis?',
      askedAt: '2025-03-04T10:00:00.000Z',
      dueAt: '2025-03-04T10:01:30.000Z',
      answer: null,
      way: null,
      answeredAt: null,
      score: null,
      feedback: null,
    },
  ],
  summary: null,
};

/**
 * One viva practice session: practice only, it never changes an exam mark. The student's, kept for
 * their teachers to read (the student is told). The last turn without an answer is the one asked.
 */
export const VivaSession = component('VivaSession', {
  id: z.string(),
  levelId: z.string(),
  mode: z.enum(TUTOR_MODES),
  finished: z.boolean(),
  topics: z.number().int(),
  startedAt: Timestamp,
  turns: z.array(VivaTurn),
  summary: VivaSummary.nullable(),
});
export type VivaSession = z.infer<typeof VivaSession>;

export const VivaSessionResponse = dataEnvelope('VivaSessionResponse', VivaSession, vivaExample);
export type VivaSessionResponse = z.infer<typeof VivaSessionResponse>;

/**
 * GET /levels/:levelId/viva: whether a student may practise on the level, how they may answer,
 * and their own sessions, newest first.
 */
export const VivaAvailability = component('VivaAvailability', {
  enabled: z.boolean(),
  /** A recording can be transcribed: the provider has a transcription model. */
  recording: z.boolean(),
  /** The institution lets the browser's own speech recognition be used. */
  browserSpeech: z.boolean(),
  questions: z.number().int(),
  answerSeconds: z.number().int(),
  sessions: z.array(
    z.object({
      id: z.string(),
      finished: z.boolean(),
      startedAt: Timestamp,
      score: z.number().int().nullable(),
    }),
  ),
});
export type VivaAvailability = z.infer<typeof VivaAvailability>;

export const VivaAvailabilityResponse = dataEnvelope('VivaAvailabilityResponse', VivaAvailability, {
  enabled: true,
  recording: false,
  browserSpeech: false,
  questions: VIVA_QUESTIONS,
  answerSeconds: VIVA_ANSWER_SECONDS,
  sessions: [],
});
export type VivaAvailabilityResponse = z.infer<typeof VivaAvailabilityResponse>;

/** PUT /levels/:levelId/viva: a teacher opens or closes viva practice on the level. */
export const VivaLevelSettings = requestBody(
  'VivaLevelSettings',
  { enabled: z.boolean({ error: 'enabled must be true or false' }) },
  { enabled: true },
);
export type VivaLevelSettings = z.infer<typeof VivaLevelSettings>;

/**
 * GET /levels/:levelId/viva-sessions: who practised (newest first) and, per question of the paper,
 * how the level's vivas went on it, weakest first: where students struggle.
 */
export const LevelVivas = component('LevelVivas', {
  enabled: z.boolean(),
  sessions: z.array(
    z.object({
      id: z.string(),
      student: DeskStudent,
      mode: z.enum(TUTOR_MODES),
      finished: z.boolean(),
      startedAt: Timestamp,
      answered: z.number().int(),
      score: z.number().int().nullable(),
    }),
  ),
  questions: z.array(
    z.object({
      questionId: z.string(),
      number: z.number().int(),
      text: z.string(),
      answers: z.number().int(),
      averageScore: z.number().int(),
      followUps: z.number().int(),
    }),
  ),
});
export type LevelVivas = z.infer<typeof LevelVivas>;

export const LevelVivasResponse = dataEnvelope('LevelVivasResponse', LevelVivas, {
  enabled: true,
  sessions: [
    {
      id: vivaExample.id,
      student: {
        id: '0b9f4c1e-58d4-4c57-9a3c-4f1f3e0f5b11',
        name: 'Asha Verma',
        email: 'asha@example.com',
      },
      mode: 'offline',
      finished: true,
      startedAt: vivaExample.startedAt,
      answered: 4,
      score: 62,
    },
  ],
  questions: [
    {
      questionId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
      number: 2,
      text: 'What is photosynthesis?',
      answers: 5,
      averageScore: 41,
      followUps: 3,
    },
  ],
});
export type LevelVivasResponse = z.infer<typeof LevelVivasResponse>;
