import { z } from 'zod';
import { DeskQuestion, DeskStudent, TeacherMarks } from './desk-shapes.js';
import {
  component,
  dataEnvelope,
  listEnvelope,
  requestBody,
  Timestamp,
  uuidField,
} from './common.js';
import { OVERRIDE_REASON_MAX } from './evaluation.js';
import { apiRoutes } from './routes.js';

/** The second-marking paths of the route table, under the name the moderation module uses. */
export const moderationRoutes = apiRoutes.moderation;

/** Marks apart beyond which a first and a second mark disagree, unless the reader says. */
export const MODERATION_TOLERANCE_DEFAULT = 1;
/** The most answers one sample assigns. */
export const SECOND_MARKING_SAMPLE_MAX = 500;

const reasonText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .pipe(
      z
        .string()
        .trim()
        .min(1, `${field} is required`)
        .max(OVERRIDE_REASON_MAX, `${field} must be at most ${OVERRIDE_REASON_MAX} characters`),
    );

/**
 * POST /levels/:levelId/second-marking: a sample of the level's marked answers for a second
 * teacher, who marks them blind to the first mark: a percentage (drawn at random, of one question
 * or all), or chosen answers. Answers already in a sample, and those the second teacher marked
 * first, are left out.
 */
export const AssignSecondMarkingRequest = z
  .object({
    markerId: uuidField('markerId'),
    percentage: z
      .number({ error: 'percentage must be a number' })
      .int('percentage must be a whole number')
      .min(1, 'percentage must be between 1 and 100')
      .max(100, 'percentage must be between 1 and 100')
      .optional(),
    questionId: uuidField('questionId').optional(),
    answers: z
      .array(z.object({ sessionId: uuidField('sessionId'), questionId: uuidField('questionId') }), {
        error: 'answers must be a list of { sessionId, questionId }',
      })
      .min(1, 'answers must name at least one answer')
      .max(SECOND_MARKING_SAMPLE_MAX, `answers must hold at most ${SECOND_MARKING_SAMPLE_MAX}`)
      .optional(),
  })
  .strict()
  .refine((body) => (body.percentage === undefined) !== (body.answers === undefined), {
    message: 'Give either percentage or answers',
    path: ['percentage'],
  })
  .meta({
    id: 'AssignSecondMarkingRequest',
    examples: [{ markerId: '0b9f4c1e-58d4-4c57-9a3c-4f1f3e0f5b11', percentage: 10 }],
  });
export type AssignSecondMarkingRequest = z.infer<typeof AssignSecondMarkingRequest>;

export const AssignSecondMarkingResponse = dataEnvelope(
  'AssignSecondMarkingResponse',
  z.object({ assigned: z.number().int() }),
  { assigned: 12 },
);
export type AssignSecondMarkingResponse = z.infer<typeof AssignSecondMarkingResponse>;

/**
 * An answer as its second marker sees it: the question and the answer, never the first mark,
 * the machine's suggestion or who wrote it.
 */
export const BlindAnswer = component('BlindAnswer', {
  id: z.string(),
  question: DeskQuestion,
  answerText: z.string().nullable(),
  transcription: z.string().nullable(),
  /** The answer's photos as short-lived signed URLs an <img> can load. */
  images: z.array(z.object({ url: z.string() })),
  /** The second mark once given (it can be changed until moderated). */
  marks: z.number().nullable(),
});
export type BlindAnswer = z.infer<typeof BlindAnswer>;

/** GET /levels/:levelId/second-marking/mine: the caller's sample on the level, unmarked first. */
export const BlindAnswersResponse = listEnvelope('BlindAnswersResponse', BlindAnswer, {
  id: '3c2b1a09-8f7e-4d6c-b5a4-93827160f5e4',
  question: {
    id: '2b9e1c4d-7a8f-4e21-9b3c-5d6e7f809a1b',
    number: 2,
    text: 'What is a pointer?',
    marks: 5,
  },
  answerText: 'It holds the address of a variable.',
  transcription: null,
  images: [],
  marks: null,
});
export type BlindAnswersResponse = z.infer<typeof BlindAnswersResponse>;

/** PUT /second-marking/:secondMarkId: the second marker's mark, with an optional reason. */
export const SecondMarkRequest = requestBody(
  'SecondMarkRequest',
  {
    marks: TeacherMarks,
    reason: z
      .string({ error: 'reason must be text' })
      .trim()
      .max(OVERRIDE_REASON_MAX, `reason must be at most ${OVERRIDE_REASON_MAX} characters`)
      .optional(),
  },
  { marks: 3, reason: 'Names the address; no example.' },
);
export type SecondMarkRequest = z.infer<typeof SecondMarkRequest>;

export const SecondMarkResponse = dataEnvelope(
  'SecondMarkResponse',
  z.object({ id: z.string(), marks: z.number() }),
  { id: '3c2b1a09-8f7e-4d6c-b5a4-93827160f5e4', marks: 3 },
);
export type SecondMarkResponse = z.infer<typeof SecondMarkResponse>;

/** GET /levels/:levelId/moderation: how far apart two marks may be before they disagree. */
export const ModerationQuery = z
  .object({
    tolerance: z.coerce
      .number({ error: 'tolerance must be a number' })
      .min(0, 'tolerance must be at least 0')
      .max(100, 'tolerance must be at most 100')
      .default(MODERATION_TOLERANCE_DEFAULT),
  })
  // No meta id: @nestjs/swagger expands only an inline object schema into query parameters.
  .strict();
export type ModerationQuery = z.infer<typeof ModerationQuery>;

const markBy = z.object({ marks: z.number(), reason: z.string().nullable(), by: z.string() });

export const Disagreement = component('Disagreement', {
  id: z.string(),
  sessionId: z.string(),
  student: DeskStudent,
  question: DeskQuestion,
  answerText: z.string().nullable(),
  transcription: z.string().nullable(),
  images: z.array(z.object({ url: z.string() })),
  /** The mark the answer has (the first marker's, or the machine's where no teacher marked it). */
  first: markBy,
  second: markBy.extend({ at: Timestamp }),
});
export type Disagreement = z.infer<typeof Disagreement>;

export const ModerationResponse = z
  .object({
    /** Second-marked answers whose two marks are further apart than the tolerance, undecided. */
    data: z.array(Disagreement),
    /** The institution's teachers, who may be given a sample. */
    markers: z.array(z.object({ id: z.string(), name: z.string() })),
    counts: z.object({
      /** Answers in samples on the level. */
      assigned: z.number().int(),
      /** Of those, second-marked. */
      marked: z.number().int(),
      /** Of those, within the tolerance. */
      agreed: z.number().int(),
      /** Disagreements a teacher has decided. */
      decided: z.number().int(),
    }),
  })
  .meta({
    id: 'ModerationResponse',
    examples: [
      {
        data: [
          {
            id: '3c2b1a09-8f7e-4d6c-b5a4-93827160f5e4',
            sessionId: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
            student: {
              id: '0b9f4c1e-58d4-4c57-9a3c-4f1f3e0f5b11',
              name: 'Asha Verma',
              email: 'asha.verma@example.edu',
            },
            question: {
              id: '2b9e1c4d-7a8f-4e21-9b3c-5d6e7f809a1b',
              number: 2,
              text: 'What is a pointer?',
              marks: 5,
            },
            answerText: 'It holds the address of a variable.',
            transcription: null,
            images: [],
            first: { marks: 1, reason: 'No example.', by: 'Ravi Kumar' },
            second: {
              marks: 4,
              reason: 'The address is the point.',
              by: 'Meena Iyer',
              at: '2025-03-16T10:00:00.000Z',
            },
          },
        ],
        markers: [
          { id: '0b9f4c1e-58d4-4c57-9a3c-4f1f3e0f5b11', name: 'Ravi Kumar' },
          { id: '1c0a5d2f-69e5-4d68-8b4d-5a2f4e1a6c22', name: 'Meena Iyer' },
        ],
        counts: { assigned: 20, marked: 18, agreed: 15, decided: 1 },
      },
    ],
  });
export type ModerationResponse = z.infer<typeof ModerationResponse>;

/** POST /moderation/:secondMarkId/decide: the mark that stands, and why. */
export const ModerationDecisionRequest = requestBody(
  'ModerationDecisionRequest',
  { marks: TeacherMarks, reason: reasonText('reason') },
  { marks: 3, reason: 'Between the two: the address is right, the example missing.' },
);
export type ModerationDecisionRequest = z.infer<typeof ModerationDecisionRequest>;

export const ModerationDecisionResponse = dataEnvelope(
  'ModerationDecisionResponse',
  z.object({ id: z.string(), marks: z.number(), decidedAt: Timestamp }),
  {
    id: '3c2b1a09-8f7e-4d6c-b5a4-93827160f5e4',
    marks: 3,
    decidedAt: '2025-03-17T09:00:00.000Z',
  },
);
export type ModerationDecisionResponse = z.infer<typeof ModerationDecisionResponse>;
