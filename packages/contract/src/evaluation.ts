import { z } from 'zod';
import {
  component,
  Pagination,
  PaginationQuery,
  PracticeSessionStatus,
  Timestamp,
} from './common.js';
import { apiRoutes } from './routes.js';

/** The evaluation paths of the route table, under the name the evaluation module uses. */
export const evaluationRoutes = apiRoutes.evaluation;

export const OVERRIDE_REASON_MAX = 500;
export const BULK_CSV_MAX_BYTES = 5 * 1024 * 1024;

/** PATCH …/answers/:questionId/mark: a teacher's mark for one answer, with the reason. */
export const OverrideMarkRequest = z
  .object({
    marks: z
      .number({ error: 'marks must be a number' })
      .min(0, 'marks must be at least 0')
      .max(1000, 'marks must be at most 1000'),
    reason: z
      .string({ error: 'reason must be a string' })
      .trim()
      .min(1, 'reason is required')
      .max(OVERRIDE_REASON_MAX, `reason must be at most ${OVERRIDE_REASON_MAX} characters`),
  })
  .strict()
  .meta({
    id: 'OverrideMarkRequest',
    examples: [{ marks: 3.5, reason: 'The diagram shows the second law; credit it.' }],
  });
export type OverrideMarkRequest = z.infer<typeof OverrideMarkRequest>;

export const MarkOverride = component('MarkOverride', {
  marks: z.number(),
  reason: z.string(),
  /** The teacher's name; '' when the account was deleted since. */
  by: z.string(),
  at: Timestamp,
});
export type MarkOverride = z.infer<typeof MarkOverride>;

/**
 * An attempt's totals as they now stand: null while answers of it wait for a teacher (status
 * in_review), since an answer in review counts for nothing until it is decided.
 */
export const SessionScore = component('SessionScore', {
  awarded: z.number().nullable(),
  allocated: z.number(),
  percentage: z.number().nullable(),
  isPass: z.boolean().nullable(),
});
export type SessionScore = z.infer<typeof SessionScore>;

const overrideExample = {
  marks: 3.5,
  reason: 'The diagram shows the second law; credit it.',
  by: 'Ravi Kumar',
  at: '2025-03-15T08:00:00.000Z',
};

export const OverrideMarkResponse = z
  .object({
    data: z.object({
      sessionId: z.string(),
      questionId: z.string(),
      marks: z.object({ awarded: z.number(), allocated: z.number() }),
      /** The evaluator's own mark, kept beside the teacher's. */
      evaluatorMarks: z.number().nullable(),
      override: MarkOverride,
      /** Whether the student may now see this answer's mark. */
      released: z.boolean(),
      /** The session's status after the mark: in_review until every answer is released. */
      sessionStatus: PracticeSessionStatus,
      /** The session's totals recomputed with the new mark. */
      overallScore: SessionScore,
    }),
  })
  .meta({
    id: 'OverrideMarkResponse',
    examples: [
      {
        data: {
          sessionId: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
          questionId: '2b9e1c4d-7a8f-4e21-9b3c-5d6e7f809a1b',
          marks: { awarded: 3.5, allocated: 4 },
          evaluatorMarks: 2,
          override: overrideExample,
          released: true,
          sessionStatus: 'evaluated',
          overallScore: { awarded: 7.5, allocated: 10, percentage: 75, isPass: true },
        },
      },
    ],
  });
export type OverrideMarkResponse = z.infer<typeof OverrideMarkResponse>;

/** POST …/re-evaluate. Teachers' overrides stand through a re-run unless discarded here. */
export const ReEvaluateRequest = z
  .object({
    discardOverrides: z.boolean({ error: 'discardOverrides must be a boolean' }).optional(),
  })
  .strict()
  .meta({ id: 'ReEvaluateRequest', examples: [{}, { discardOverrides: true }] });
export type ReEvaluateRequest = z.infer<typeof ReEvaluateRequest>;
/** The body may be left out altogether (a bare POST keeps the overrides). */
export const OptionalReEvaluateRequest = ReEvaluateRequest.optional().meta({
  examples: [{}, { discardOverrides: true }],
});

export const ReEvaluateResponse = z
  .object({
    data: z.object({
      sessionId: z.string(),
      status: z.literal('submitted'),
      /** The run that was queued (evaluation_runs once it starts). */
      run: z.number().int(),
      overridesKept: z.boolean(),
    }),
  })
  .meta({
    id: 'ReEvaluateResponse',
    examples: [
      {
        data: {
          sessionId: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
          status: 'submitted',
          run: 2,
          overridesKept: true,
        },
      },
    ],
  });
export type ReEvaluateResponse = z.infer<typeof ReEvaluateResponse>;

/** `overdue`: still in progress after its deadline (the sweeper submits these; none should stay). */
export const EVALUATION_QUEUE_STATUSES = [
  'failed',
  'submitted',
  'evaluating',
  'in_review',
  'overdue',
] as const;
export type EvaluationQueueStatus = (typeof EVALUATION_QUEUE_STATUSES)[number];

/**
 * GET /practice-sessions/evaluation: the institution's sessions waiting, running, failed, marked
 * and held for a teacher's review, or left open after their deadline.
 */
export const EvaluationQueueQuery = PaginationQuery.extend({
  status: z
    .enum(EVALUATION_QUEUE_STATUSES, {
      error: 'status must be failed, submitted, evaluating, in_review or overdue',
    })
    .default('failed'),
}).strict();
export type EvaluationQueueQuery = z.infer<typeof EvaluationQueueQuery>;

export const EvaluationQueueItem = component('EvaluationQueueItem', {
  sessionId: z.string(),
  status: PracticeSessionStatus,
  /** The worker's own words, for whoever looks into it. */
  failureReason: z.string().nullable(),
  /** What went wrong in plain words, for a teacher deciding whether to retry. */
  failureSummary: z.string().nullable(),
  evaluationRuns: z.number().int(),
  submittedAt: Timestamp.nullable(),
  deadlineAt: Timestamp.nullable(),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  paper: z.object({ id: z.string(), title: z.string(), qpCode: z.string() }),
});
export type EvaluationQueueItem = z.infer<typeof EvaluationQueueItem>;

/** How many of the institution's attempts stand in each list, for the tabs. */
export const EvaluationQueueCounts = component('EvaluationQueueCounts', {
  failed: z.number().int(),
  submitted: z.number().int(),
  evaluating: z.number().int(),
  in_review: z.number().int(),
  overdue: z.number().int(),
} satisfies Record<EvaluationQueueStatus, z.ZodNumber>);
export type EvaluationQueueCounts = z.infer<typeof EvaluationQueueCounts>;

export const EvaluationQueueResponse = z
  .object({
    data: z.array(EvaluationQueueItem),
    pagination: Pagination,
    counts: EvaluationQueueCounts,
  })
  .meta({
    id: 'EvaluationQueueResponse',
    examples: [
      {
        data: [
          {
            sessionId: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
            status: 'failed',
            failureReason: 'Evaluation failed: HTTP 500 (3 attempts)',
            failureSummary: 'The marking service had an error of its own.',
            evaluationRuns: 1,
            submittedAt: '2025-03-14T10:12:00.000Z',
            deadlineAt: '2025-03-14T10:40:00.000Z',
            student: {
              id: '0b9f4c1e-58d4-4c57-9a3c-4f1f3e0f5b11',
              name: 'Asha Verma',
              email: 'asha.verma@example.edu',
            },
            paper: {
              id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
              title: 'Light: Reflection and Refraction',
              qpCode: 'SCI-10-LRR',
            },
          },
        ],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 10 },
        counts: { failed: 1, submitted: 0, evaluating: 2, in_review: 4, overdue: 0 },
      },
    ],
  });
export type EvaluationQueueResponse = z.infer<typeof EvaluationQueueResponse>;

/**
 * POST /evaluation/bulk query: the marked CSV (default) or JSON rows with the agreement. With an LLM
 * evaluator, confirmCalls must equal the number of calls the file will make (one per row); a
 * request without it is answered 400 with that number and marks nothing.
 */
export const BulkMarkingQuery = z
  .object({
    format: z.enum(['csv', 'json'], { error: 'format must be csv or json' }).default('csv'),
    confirmCalls: z
      .string({ error: 'confirmCalls must be a whole number' })
      .regex(/^\d{1,7}$/, 'confirmCalls must be a whole number')
      .transform(Number)
      .optional(),
  })
  .strict();
export type BulkMarkingQuery = z.infer<typeof BulkMarkingQuery>;

/** The multipart fields beside `file`. */
export const BulkMarkingFields = z
  .object({
    teacherColumn: z
      .string({ error: 'teacherColumn must be a string' })
      .trim()
      .min(1, 'teacherColumn must not be empty')
      .max(100, 'teacherColumn must be at most 100 characters')
      .optional(),
  })
  .strict()
  .meta({ id: 'BulkMarkingFields', examples: [{ teacherColumn: 'teacher_mark_avg' }] });
export type BulkMarkingFields = z.infer<typeof BulkMarkingFields>;

export const MarkingAgreement = component('MarkingAgreement', {
  column: z.string(),
  n: z.number().int(),
  pearson: z.number(),
  rmse: z.number(),
  exact: z.number(),
  withinOne: z.number(),
});
export type MarkingAgreement = z.infer<typeof MarkingAgreement>;

export const BulkMarkingResponse = z
  .object({
    /** The input's columns, then marks_awarded, feedback, improvement_suggestion, … */
    rows: z.array(z.record(z.string(), z.string())),
    agreement: MarkingAgreement.nullable(),
  })
  .meta({
    id: 'BulkMarkingResponse',
    examples: [
      {
        rows: [
          {
            question: 'What is photosynthesis?',
            model_answer: 'Plants turn light, water and carbon dioxide into glucose and oxygen.',
            max_marks: '2',
            student_answer: 'Plants make food from light.',
            teacher_mark_avg: '1',
            marks_awarded: '1',
            feedback: 'Covers light; misses water and carbon dioxide.',
            improvement_suggestion: 'Name the inputs and outputs.',
            covered_points: 'light',
            missing_points: 'water | carbon dioxide',
            evaluator: 'builtin',
          },
        ],
        agreement: {
          column: 'teacher_mark_avg',
          n: 1,
          pearson: 0,
          rmse: 0,
          exact: 1,
          withinOne: 1,
        },
      },
    ],
  });
export type BulkMarkingResponse = z.infer<typeof BulkMarkingResponse>;

/** Response header carrying the agreement (JSON) on the CSV variant. */
export const AGREEMENT_HEADER = 'X-Marking-Agreement';
