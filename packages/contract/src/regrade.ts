import { z } from 'zod';
import { DeskQuestion, DeskStudent, TeacherMarks } from './desk-shapes.js';
import {
  component,
  dataEnvelope,
  EXAMPLE_PAGINATION,
  Pagination,
  PaginationQuery,
  requestBody,
  requiredText,
  Timestamp,
} from './common.js';
import { OVERRIDE_REASON_MAX } from './evaluation.js';
import { apiRoutes } from './routes.js';

/** The regrade paths of the route table, under the name the regrade module uses. */
export const regradeRoutes = apiRoutes.regrade;

export const REGRADE_REASON_MAX = 1000;
/** The teacher's note becomes the reason recorded with the mark, so it has the override's limit. */
export const REGRADE_NOTE_MAX = OVERRIDE_REASON_MAX;
/** Days after a mark's release in which its student may ask for a re-check, unless the level says. */
export const REGRADE_WINDOW_DAYS_DEFAULT = 7;
export const REGRADE_WINDOW_DAYS_MAX = 90;

export const REGRADE_STATUSES = ['open', 'resolved'] as const;
export type RegradeStatus = (typeof REGRADE_STATUSES)[number];

/**
 * The last moment a student may ask for a re-check of an answer: its release plus the level's
 * window. None when the mark is not released or the level takes no requests (a window of 0).
 */
export function regradeDeadline(releasedAt: Date | null, windowDays: number): Date | null {
  if (releasedAt === null || windowDays <= 0) return null;
  return new Date(releasedAt.getTime() + windowDays * 24 * 60 * 60 * 1000);
}

/** The refusals of a re-check request, worded as the rule they apply. */
export const REGRADE_MESSAGES = {
  notReleased: 'This mark is not released yet, so it cannot be re-checked',
  noRequests: 'This exam does not take re-check requests',
  closed: (closedAt: string) => `Re-check requests for this mark closed at ${closedAt}`,
  once: 'You have already asked for a re-check of this question',
  resolved: 'This request has already been resolved',
} as const;

/** POST /attempts/:sessionId/answers/:questionId/regrade-request: the student's request. */
export const RegradeRequestBody = requestBody(
  'RegradeRequestBody',
  { reason: requiredText('reason', REGRADE_REASON_MAX) },
  { reason: 'My answer names both laws of refraction in the second paragraph.' },
);
export type RegradeRequestBody = z.infer<typeof RegradeRequestBody>;

/** A teacher's resolution: what the mark was and became, and the note the student reads. */
export const RegradeOutcome = component('RegradeOutcome', {
  marksBefore: z.number(),
  marksAfter: z.number(),
  note: z.string(),
  resolvedAt: Timestamp,
});
export type RegradeOutcome = z.infer<typeof RegradeOutcome>;

const requestExample = {
  id: '3c2b1a09-8f7e-4d6c-b5a4-93827160f5e4',
  questionId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  reason: 'My answer names both laws of refraction in the second paragraph.',
  status: 'resolved' as const,
  requestedAt: '2025-03-03T08:00:00.000Z',
  outcome: {
    marksBefore: 2,
    marksAfter: 3,
    note: 'Both laws are there; one more mark.',
    resolvedAt: '2025-03-04T10:00:00.000Z',
  },
};

/** A student's request for a re-check of one answer's mark, and its outcome once resolved. */
export const RegradeRequest = component('RegradeRequest', {
  id: z.string(),
  questionId: z.string(),
  reason: z.string(),
  status: z.enum(REGRADE_STATUSES),
  requestedAt: Timestamp,
  /** Null while open. */
  outcome: RegradeOutcome.nullable(),
});
export type RegradeRequest = z.infer<typeof RegradeRequest>;

export const RegradeRequestResponse = dataEnvelope(
  'RegradeRequestResponse',
  RegradeRequest,
  requestExample,
);
export type RegradeRequestResponse = z.infer<typeof RegradeRequestResponse>;

/** GET /levels/:levelId/regrade-requests: the level's requests, open ones by default. */
export const LevelRegradeQuery = PaginationQuery.extend({
  status: z
    .enum([...REGRADE_STATUSES, 'all'], { error: 'status must be open, resolved or all' })
    .default('open'),
})
  // No meta id: @nestjs/swagger expands only an inline object schema into query parameters.
  .strict();
export type LevelRegradeQuery = z.infer<typeof LevelRegradeQuery>;

/** A request as the desk shows it: the student, the question, the answer and its mark now. */
export const LevelRegradeItem = component('LevelRegradeItem', {
  ...RegradeRequest.shape,
  sessionId: z.string(),
  student: DeskStudent,
  question: DeskQuestion,
  answerText: z.string().nullable(),
  transcription: z.string().nullable(),
  /** The answer's photos as short-lived signed URLs an <img> can load. */
  images: z.array(z.object({ url: z.string() })),
  /** The mark the student reads now. */
  marksAwarded: z.number().nullable(),
});
export type LevelRegradeItem = z.infer<typeof LevelRegradeItem>;

export const LevelRegradeResponse = z
  .object({
    /** Oldest request first. */
    data: z.array(LevelRegradeItem),
    counts: z.object({ open: z.number().int(), resolved: z.number().int() }),
    pagination: Pagination,
  })
  .meta({
    id: 'LevelRegradeResponse',
    examples: [
      {
        data: [
          {
            ...requestExample,
            status: 'open',
            outcome: null,
            sessionId: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
            student: {
              id: '0b9f4c1e-58d4-4c57-9a3c-4f1f3e0f5b11',
              name: 'Asha Verma',
              email: 'asha.verma@example.edu',
            },
            question: {
              id: requestExample.questionId,
              number: 2,
              text: 'State the laws of refraction.',
              marks: 4,
            },
            answerText: 'The incident ray, the refracted ray and the normal lie in one plane…',
            transcription: null,
            images: [],
            marksAwarded: 2,
          },
        ],
        counts: { open: 1, resolved: 4 },
        pagination: EXAMPLE_PAGINATION,
      },
    ],
  });
export type LevelRegradeResponse = z.infer<typeof LevelRegradeResponse>;

/**
 * POST /regrade-requests/:requestId/resolve: the mark after the re-check (the same mark upholds
 * it), in half marks, and a note for the student. The marks' upper bound is the question's.
 */
export const ResolveRegradeRequest = requestBody(
  'ResolveRegradeRequest',
  {
    marks: TeacherMarks,
    note: requiredText('note', REGRADE_NOTE_MAX),
  },
  { marks: 3, note: 'Both laws are there; one more mark.' },
);
export type ResolveRegradeRequest = z.infer<typeof ResolveRegradeRequest>;
