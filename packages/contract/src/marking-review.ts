import { z } from 'zod';
import { DeskQuestion, DeskStudent, TeacherMarks } from './desk-shapes.js';
import {
  component,
  dataEnvelope,
  EXAMPLE_PAGINATION,
  idList,
  IsoDate,
  Pagination,
  PaginationQuery,
  PracticeSessionStatus,
  requestBody,
  Timestamp,
  uuidField,
} from './common.js';
import { OVERRIDE_REASON_MAX, SessionScore } from './evaluation.js';
import { RubricPoint } from './question-papers.js';
import { StructuredFeedback } from './reports.js';
import { MARK_CONFIDENCES, ReviewReason, SecondOpinion } from './review.js';
import { apiRoutes } from './routes.js';

/** The review paths of the route table, under the name the review module uses. */
export const reviewRoutes = apiRoutes.review;

/** GET /levels/:levelId/reviews: the level's answers waiting for a teacher, one page. */
export const ReviewListQuery = PaginationQuery.extend({
  /** Only the answers to this question. */
  questionId: uuidField('questionId').optional(),
  /** Only this attempt's answers: one student's whole script. */
  sessionId: uuidField('sessionId').optional(),
  /** Only attempts submitted on or after this UTC day. */
  from: IsoDate.optional(),
  /** Only attempts submitted on or before this UTC day. */
  to: IsoDate.optional(),
})
  // No meta id: @nestjs/swagger expands only an inline object schema into query parameters.
  .strict();
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

export const ReviewItem = component('ReviewItem', {
  sessionId: z.string(),
  sessionStatus: PracticeSessionStatus,
  submittedAt: Timestamp.nullable(),
  student: DeskStudent,
  question: DeskQuestion.extend({
    /** The points a marker looks for, with their marks; empty when the question has none. */
    rubric: z.array(RubricPoint),
  }),
  answerText: z.string().nullable(),
  transcription: z.string().nullable(),
  imageCount: z.number().int(),
  /** The answer's photos as short-lived signed URLs an <img> can load. */
  images: z.array(z.object({ url: z.string() })),
  /** What the student will read with the mark; null until the answer is marked. */
  feedback: StructuredFeedback.nullable(),
  /** The machine's suggestion after teachers' marks on the question re-calibrated it. */
  suggestedMarks: z.number().nullable(),
  /** The evaluator's own mark, before re-calibration. */
  machineMarks: z.number().nullable(),
  confidence: z.enum(MARK_CONFIDENCES).nullable(),
  reasons: z.array(ReviewReason),
  /** The built-in evaluator's mark when the configured LLM would not mark the answer. */
  secondOpinion: SecondOpinion.nullable(),
  /**
   * true: the machine is unsure and a teacher must decide; false: a confident mark held only
   * because the level releases marks after review.
   */
  needsDecision: z.boolean(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;

/**
 * How far the machine and the teachers agree on a question's answers a teacher has marked: the
 * suggestion the teacher saw against the teacher's mark. A teacher reads it to decide whether the
 * rest of the suggestions can stand.
 */
export const DeskAgreement = component('DeskAgreement', {
  /** Answers of the question a teacher has marked. */
  n: z.number().int(),
  /** Share (0-1) with the same mark. */
  exact: z.number(),
  /** Share (0-1) at most one mark apart. */
  withinOne: z.number(),
  /** Mean of teacher minus machine, in marks: above 0, the machine marks too low. */
  meanDifference: z.number(),
  /** Pearson correlation; null under three answers or when either side never varies. */
  r: z.number().nullable(),
});
export type DeskAgreement = z.infer<typeof DeskAgreement>;

/** A question's marking progress on the level: its attempts in review or evaluated. */
export const ReviewQuestionCount = component('ReviewQuestionCount', {
  questionId: z.string(),
  number: z.number().int(),
  marks: z.number(),
  /** Its rubric, which a teacher may edit on the desk whether or not answers still wait. */
  rubric: z.array(RubricPoint),
  /** Answers of attempts held in review not yet released or decided: what the desk walks. */
  waiting: z.number().int(),
  /** Of those, the answers the machine is unsure of: a teacher must decide them. */
  needsDecision: z.number().int(),
  /** Answers of attempts held in review not yet released, decided or not: what a release sends. */
  unreleased: z.number().int(),
  /** Answers a teacher has marked. */
  reviewed: z.number().int(),
  /** Every marked answer of the question on the level. */
  total: z.number().int(),
  /** Null until a teacher has marked an answer that had a machine mark. */
  agreement: DeskAgreement.nullable(),
});
export type ReviewQuestionCount = z.infer<typeof ReviewQuestionCount>;

export const ReviewListResponse = z
  .object({
    /** Answers needing a decision first, then those held for release; oldest submission first. */
    data: z.array(ReviewItem),
    /** Every question of the level with marked answers, whatever the page and its filters. */
    questions: z.array(ReviewQuestionCount),
    pagination: Pagination,
  })
  .meta({
    id: 'ReviewListResponse',
    examples: [
      {
        data: [
          {
            sessionId: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
            sessionStatus: 'in_review',
            submittedAt: '2025-03-14T10:12:00.000Z',
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
            answerText: 'I like pizza and cricket',
            transcription: null,
            imageCount: 0,
            images: [],
            feedback: {
              guidlines: 'A pointer holds the address of another value.',
              readable_response: 'The answer is not about pointers.',
              marks_per_question: [],
            },
            suggestedMarks: 2,
            machineMarks: 2.5,
            confidence: 'needs_review',
            reasons: [
              {
                code: 'off_topic',
                detail: 'The answer shares no key word with the question or the expected answer.',
              },
            ],
            secondOpinion: null,
            needsDecision: true,
          },
        ],
        questions: [
          {
            questionId: '2b9e1c4d-7a8f-4e21-9b3c-5d6e7f809a1b',
            number: 2,
            marks: 5,
            rubric: [
              {
                id: '5f0c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
                point: 'A pointer holds the address of a value',
                marks: 3,
              },
              { id: '8a1d2b3c-4e5f-4a6b-8c7d-9e0f1a2b3c4d', point: 'Gives an example', marks: 2 },
            ],
            waiting: 1,
            needsDecision: 1,
            unreleased: 4,
            reviewed: 12,
            total: 30,
            agreement: { n: 12, exact: 0.75, withinOne: 0.92, meanDifference: -0.3, r: 0.88 },
          },
        ],
        pagination: EXAMPLE_PAGINATION,
      },
    ],
  });
export type ReviewListResponse = z.infer<typeof ReviewListResponse>;

const reviewReason = z
  .string({ error: 'reason must be a string' })
  .trim()
  .min(1, 'reason is required when the mark is changed')
  .max(OVERRIDE_REASON_MAX, `reason must be at most ${OVERRIDE_REASON_MAX} characters`);

/**
 * POST …/answers/:questionId/review: accept the machine's suggestion, or change it (in half marks,
 * with a reason). The marks' upper bound is the question's, checked by the API.
 */
/** The feedback the student reads for the answer, as the teacher wrote it (replaces the machine's). */
export const FEEDBACK_MAX = 2000;

const teacherFeedback = z
  .string({ error: 'feedback must be a string' })
  .trim()
  .min(1, 'feedback must not be empty')
  .max(FEEDBACK_MAX, `feedback must be at most ${FEEDBACK_MAX} characters`);

/**
 * The question's rubric points (ids) a mark was given by: `marks` must be their sum, and a later
 * change of those points' marks re-marks the answer.
 */
export const RubricPointIds = z
  .array(z.uuid({ error: 'rubricPointIds must hold rubric point ids' }), {
    error: 'rubricPointIds must be a list of rubric point ids',
  })
  .max(50, 'rubricPointIds must hold at most 50 points');

export const ReviewDecisionRequest = z
  .discriminatedUnion(
    'decision',
    [
      z
        .object({
          decision: z.literal('accept'),
          reason: reviewReason.optional(),
          /**
           * The suggestion as the teacher saw it: refused (409) when teachers' marks have moved
           * it since, so a mark is never accepted unseen.
           */
          suggestedMarks: z
            .number({ error: 'suggestedMarks must be a number' })
            .min(0, 'suggestedMarks must be at least 0')
            .max(1000, 'suggestedMarks must be at most 1000')
            .optional(),
          feedback: teacherFeedback.optional(),
        })
        .strict(),
      z
        .object({
          decision: z.literal('change'),
          marks: TeacherMarks,
          reason: z
            .string({ error: 'reason is required when the mark is changed' })
            .pipe(reviewReason),
          feedback: teacherFeedback.optional(),
          rubricPointIds: RubricPointIds.optional(),
        })
        .strict(),
    ],
    { error: 'decision must be accept or change' },
  )
  .meta({
    id: 'ReviewDecisionRequest',
    examples: [
      { decision: 'accept', suggestedMarks: 3 },
      {
        decision: 'change',
        marks: 0,
        reason: 'Nothing in the answer is about pointers.',
        feedback: 'The answer describes arrays; a pointer holds the address of a value.',
      },
    ],
  });
export type ReviewDecisionRequest = z.infer<typeof ReviewDecisionRequest>;

export const ReviewDecisionResponse = dataEnvelope(
  'ReviewDecisionResponse',
  z.object({
    sessionId: z.string(),
    questionId: z.string(),
    decision: z.enum(['accept', 'change']),
    marks: z.object({ awarded: z.number(), allocated: z.number() }),
    /** Whether the student may now see this answer's mark. */
    released: z.boolean(),
    sessionStatus: PracticeSessionStatus,
    overallScore: SessionScore,
  }),
  {
    sessionId: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
    questionId: '2b9e1c4d-7a8f-4e21-9b3c-5d6e7f809a1b',
    decision: 'change',
    marks: { awarded: 0, allocated: 5 },
    released: true,
    sessionStatus: 'evaluated',
    overallScore: { awarded: 7, allocated: 15, percentage: 46.7, isPass: false },
  },
);
export type ReviewDecisionResponse = z.infer<typeof ReviewDecisionResponse>;

/** POST …/release: every answer of an in_review session reaches its student. */
export const ReleaseSessionResponse = dataEnvelope(
  'ReleaseSessionResponse',
  z.object({
    sessionId: z.string(),
    status: z.literal('evaluated'),
    /** Answers released by this call. */
    released: z.number().int(),
    overallScore: SessionScore,
  }),
  {
    sessionId: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
    status: 'evaluated',
    released: 3,
    overallScore: { awarded: 10, allocated: 15, percentage: 66.7, isPass: true },
  },
);
export type ReleaseSessionResponse = z.infer<typeof ReleaseSessionResponse>;

/** Which held attempts a level's release lets through. */
export const LEVEL_RELEASE_SCOPES = ['reviewed', 'all'] as const;

/**
 * POST /levels/:levelId/release: `reviewed` releases the attempts in review with no answer left
 * waiting for a teacher's decision; `all` releases every attempt in review, the machine's
 * suggestion standing for the answers no teacher decided.
 */
export const ReleaseLevelRequest = requestBody(
  'ReleaseLevelRequest',
  {
    include: z.enum(LEVEL_RELEASE_SCOPES, { error: 'include must be reviewed or all' }),
  },
  { include: 'reviewed' },
  { include: 'all' },
);
export type ReleaseLevelRequest = z.infer<typeof ReleaseLevelRequest>;

export const ReleaseLevelResponse = dataEnvelope(
  'ReleaseLevelResponse',
  z.object({
    /** Attempts released by this call: their students now see their marks. */
    released: z.number().int(),
    /** Answers released by this call. */
    answers: z.number().int(),
    /** Attempts still in review: an answer waits for a decision (or has no mark to release). */
    held: z.number().int(),
  }),
  { released: 24, answers: 72, held: 3 },
);
export type ReleaseLevelResponse = z.infer<typeof ReleaseLevelResponse>;

export const TRANSCRIPTION_MAX = 20_000;

/**
 * PUT …/transcription: what the teacher reads on the photographed pages, replacing what the
 * machine read; the answer is marked again from it.
 */
export const CorrectTranscriptionRequest = requestBody(
  'CorrectTranscriptionRequest',
  {
    transcription: z
      .string({ error: 'transcription must be a string' })
      .trim()
      .min(1, 'transcription must not be empty')
      .max(TRANSCRIPTION_MAX, `transcription must be at most ${TRANSCRIPTION_MAX} characters`),
  },
  { transcription: 'Roots take in water and hold the plant in the soil.' },
);
export type CorrectTranscriptionRequest = z.infer<typeof CorrectTranscriptionRequest>;

/**
 * The answer marked again from the corrected text: the machine's new mark and suggestion, still
 * waiting for the teacher's decision.
 */
export const CorrectTranscriptionResponse = dataEnvelope(
  'CorrectTranscriptionResponse',
  z.object({
    sessionId: z.string(),
    questionId: z.string(),
    transcription: z.string(),
    machineMarks: z.number(),
    suggestedMarks: z.number(),
    /** The machine's mark from the text it read before. */
    previousMachineMarks: z.number().nullable(),
    confidence: z.enum(MARK_CONFIDENCES),
    reasons: z.array(ReviewReason),
    feedback: StructuredFeedback.nullable(),
  }),
  {
    sessionId: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
    questionId: '2b9e1c4d-7a8f-4e21-9b3c-5d6e7f809a1b',
    transcription: 'Roots take in water and hold the plant in the soil.',
    machineMarks: 2,
    suggestedMarks: 2,
    previousMachineMarks: 0.5,
    confidence: 'confident',
    reasons: [],
    feedback: null,
  },
);
export type CorrectTranscriptionResponse = z.infer<typeof CorrectTranscriptionResponse>;

/** A re-evaluation's result for an answer its student can already see, not applied yet. */
export const ReEvaluationProposal = component('ReEvaluationProposal', {
  marks: z.number(),
  /** The evaluator's own mark behind it. */
  evaluatorMarks: z.number(),
  feedback: StructuredFeedback.nullable(),
  evaluator: z.string().nullable(),
  model: z.string().nullable(),
  confidence: z.enum(MARK_CONFIDENCES),
  reasons: z.array(ReviewReason),
  /** Whether applying it changes the mark (otherwise only the feedback differs). */
  marksChanged: z.boolean(),
  at: Timestamp,
});
export type ReEvaluationProposal = z.infer<typeof ReEvaluationProposal>;

export const ReEvaluationResponse = dataEnvelope(
  'ReEvaluationResponse',
  z.object({
    sessionId: z.string(),
    status: PracticeSessionStatus,
    evaluationRuns: z.number().int(),
    questions: z.array(
      z.object({
        questionId: z.string(),
        number: z.number().int(),
        marksAllocated: z.number(),
        /** The mark the student sees; null while the answer is not released. */
        releasedMarks: z.number().nullable(),
        releasedFeedback: StructuredFeedback.nullable(),
        /** Null: the latest run found nothing to change (or the answer is not released). */
        proposal: ReEvaluationProposal.nullable(),
      }),
    ),
  }),
  {
    sessionId: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
    status: 'evaluated',
    evaluationRuns: 2,
    questions: [
      {
        questionId: '2b9e1c4d-7a8f-4e21-9b3c-5d6e7f809a1b',
        number: 1,
        marksAllocated: 4,
        releasedMarks: 1,
        releasedFeedback: null,
        proposal: {
          marks: 4,
          evaluatorMarks: 4,
          feedback: null,
          evaluator: 'built-in',
          model: null,
          confidence: 'confident',
          reasons: [],
          marksChanged: true,
          at: '2025-03-15T08:00:00.000Z',
        },
      },
    ],
  },
);
export type ReEvaluationResponse = z.infer<typeof ReEvaluationResponse>;

/** POST …/re-evaluation/apply: the proposals of these questions (all when left out). */
export const ApplyReEvaluationRequest = requestBody(
  'ApplyReEvaluationRequest',
  {
    questionIds: idList('questionIds', 'question')
      .min(1, 'questionIds must name at least one question, or be left out for all')
      .max(500, 'questionIds must hold at most 500 ids')
      .optional(),
  },
  {},
  { questionIds: ['2b9e1c4d-7a8f-4e21-9b3c-5d6e7f809a1b'] },
);
export type ApplyReEvaluationRequest = z.infer<typeof ApplyReEvaluationRequest>;
/** The body may be left out altogether (apply every proposal). */
export const OptionalApplyReEvaluationRequest = ApplyReEvaluationRequest.optional().meta({
  examples: [{}, { questionIds: ['2b9e1c4d-7a8f-4e21-9b3c-5d6e7f809a1b'] }],
});

export const ApplyReEvaluationResponse = dataEnvelope(
  'ApplyReEvaluationResponse',
  z.object({
    sessionId: z.string(),
    /** The questions whose proposal became the released mark. */
    applied: z.array(z.string()),
    sessionStatus: PracticeSessionStatus,
    overallScore: SessionScore,
  }),
  {
    sessionId: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
    applied: ['2b9e1c4d-7a8f-4e21-9b3c-5d6e7f809a1b'],
    sessionStatus: 'evaluated',
    overallScore: { awarded: 10, allocated: 15, percentage: 66.7, isPass: true },
  },
);
export type ApplyReEvaluationResponse = z.infer<typeof ApplyReEvaluationResponse>;

/** GET /levels/:levelId/reviews/groups: the question whose waiting answers to group. */
export const ReviewGroupsQuery = z
  .object({ questionId: uuidField('questionId') })
  // No meta id: @nestjs/swagger expands only an inline object schema into query parameters.
  .strict();
export type ReviewGroupsQuery = z.infer<typeof ReviewGroupsQuery>;

/** The most answers one group decision marks: a larger group is marked in several. */
export const GROUP_DECISION_MAX = 200;

export const ReviewGroupsResponse = z
  .object({
    /**
     * The question's answers waiting for a teacher in groups of alike answers (by the evaluator's
     * own measure of likeness, in any language it reads), largest first; single answers last.
     */
    data: z.array(
      z.object({
        answers: z.array(
          z.object({
            sessionId: z.string(),
            /** The typed answer, or what was read from its photos. */
            text: z.string(),
            suggestedMarks: z.number().nullable(),
            needsDecision: z.boolean(),
          }),
        ),
      }),
    ),
    /** The question; null when none of its answers waits. */
    question: DeskQuestion.nullable(),
    /** false: the question has more waiting answers than are grouped at once (the oldest are). */
    complete: z.boolean(),
  })
  .meta({
    id: 'ReviewGroupsResponse',
    examples: [
      {
        data: [
          {
            answers: [
              {
                sessionId: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
                text: 'It holds the address of a variable.',
                suggestedMarks: 4,
                needsDecision: true,
              },
              {
                sessionId: '8e2d3b4f-2a1c-4e9f-8b72-1d3c4e5f6a71',
                text: 'The memory address of another variable.',
                suggestedMarks: 4.5,
                needsDecision: false,
              },
            ],
          },
        ],
        question: {
          id: '2b9e1c4d-7a8f-4e21-9b3c-5d6e7f809a1b',
          number: 2,
          text: 'What is a pointer?',
          marks: 5,
        },
        complete: true,
      },
    ],
  });
export type ReviewGroupsResponse = z.infer<typeof ReviewGroupsResponse>;

/**
 * POST /levels/:levelId/reviews/group-decision: one mark, with its reason, for answers of one
 * question the teacher chose from a group (those moved out are not sent). All or none are saved.
 */
export const GroupDecisionRequest = requestBody(
  'GroupDecisionRequest',
  {
    questionId: uuidField('questionId'),
    sessionIds: idList('sessionIds', 'attempt')
      .min(1, 'sessionIds must name at least one attempt')
      .max(GROUP_DECISION_MAX, `sessionIds must hold at most ${GROUP_DECISION_MAX} ids`)
      .refine((ids) => new Set(ids).size === ids.length, 'sessionIds must not repeat an id'),
    marks: TeacherMarks,
    reason: z
      .string({ error: 'reason is required' })
      .pipe(
        z
          .string()
          .trim()
          .min(1, 'reason is required')
          .max(OVERRIDE_REASON_MAX, `reason must be at most ${OVERRIDE_REASON_MAX} characters`),
      ),
  },
  {
    questionId: '2b9e1c4d-7a8f-4e21-9b3c-5d6e7f809a1b',
    sessionIds: ['7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60', '8e2d3b4f-2a1c-4e9f-8b72-1d3c4e5f6a71'],
    marks: 4,
    reason: 'Names the address; no example.',
  },
);
export type GroupDecisionRequest = z.infer<typeof GroupDecisionRequest>;

export const GroupDecisionResponse = dataEnvelope(
  'GroupDecisionResponse',
  z.object({ decided: z.number().int(), marks: z.number() }),
  { decided: 2, marks: 4 },
);
export type GroupDecisionResponse = z.infer<typeof GroupDecisionResponse>;
