import { z } from 'zod';
import { component, dataEnvelope, PracticeSessionStatus, Timestamp } from './common.js';
import { SessionOverallReport } from './level-users.js';
import { RegradeRequest } from './regrade.js';
import { MARK_CONFIDENCES, ReviewReason, SecondOpinion } from './review.js';

export const exactPercentage = (awarded: number, allocated: number) =>
  allocated > 0 ? (awarded / allocated) * 100 : 0;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A score out of 100 with one decimal; 0 when nothing is allocated. */
export function percentageOf(awarded: number, allocated: number): number {
  return oneDecimal(exactPercentage(awarded, allocated));
}

/**
 * The mean score out of 100 of several results, one decimal, rounded once (from the exact scores,
 * so rounding errors do not add up); null for none.
 */
export function averagePercentage(
  results: readonly { awarded: number; allocated: number }[],
): number | null {
  if (results.length === 0) return null;
  const sum = results.reduce((total, r) => total + exactPercentage(r.awarded, r.allocated), 0);
  return oneDecimal(sum / results.length);
}

/** One key point (or sub-question) of an answer's feedback. */
export const MarksPerQuestion = component('MarksPerQuestion', {
  question_number: z.number(),
  marks_awarded: z.number(),
  marks_allocated: z.number(),
  feedback: z.string(),
  improvement_suggestion: z.string().optional(),
});
export type MarksPerQuestion = z.infer<typeof MarksPerQuestion>;

/** The evaluator's feedback on one answer; `guidlines` is the wire's spelling, kept on purpose. */
export const StructuredFeedback = component('StructuredFeedback', {
  guidlines: z.string(),
  readable_response: z.string(),
  marks_per_question: z.array(MarksPerQuestion),
});
export type StructuredFeedback = z.infer<typeof StructuredFeedback>;

export const DetailedReportQuestion = component('DetailedReportQuestion', {
  questionId: z.string(),
  /** Zero-based: the report shows 'Question {number + 1}'. */
  number: z.number().int(),
  /** Markdown. */
  question: z.string(),
  /** The typed answer (markdown); null when the question was left unanswered or not typed. */
  answer: z.string().nullable(),
  /** Null until the answer is evaluated, and for a student until its mark is released. */
  feedback: StructuredFeedback.nullable(),
  /** `awarded` is null for a student until the answer's mark is released. */
  marks: z.object({ awarded: z.number().nullable(), allocated: z.number() }),
  submittedAt: Timestamp.nullable(),
  /** Stored scans of a handwritten answer, when there are any. */
  imagePaths: z.array(z.string()).optional(),
  /** Text read from those scans. */
  transcription: z.string().nullable().optional(),
  /** The scans as short-lived signed URLs an <img> can load (imagePaths are storage keys). */
  images: z.array(z.object({ url: z.string() })),
  /** Which evaluator and model produced the evaluator's mark; null until evaluated. */
  evaluator: z.string().nullable(),
  evaluatorModel: z.string().nullable(),
  /** The evaluator's own mark; `marks.awarded` differs from it only after a teacher's override. */
  evaluatorMarks: z.number().nullable(),
  /** A teacher's override of the mark, with who, when and why; null when there is none. */
  override: z
    .object({ marks: z.number(), reason: z.string(), by: z.string(), at: Timestamp })
    .nullable(),
  /** Whether the student may see this answer's mark and feedback. */
  released: z.boolean(),
  /** 'Being checked by your teacher' while a marked answer waits for a teacher; else null. */
  reviewNotice: z.string().nullable(),
  /** Teachers only (null for a student): the machine's confidence, why, and its suggestion. */
  confidence: z.enum(MARK_CONFIDENCES).nullable(),
  reviewReasons: z.array(ReviewReason),
  suggestedMarks: z.number().nullable(),
  secondOpinion: SecondOpinion.nullable(),
  /** The student's request for a re-check of this mark, with its outcome; null when none. */
  regradeRequest: RegradeRequest.nullable(),
  /**
   * Until when the student may still ask for a re-check (the release plus the level's window);
   * null when they may not: not released, the level takes none, the window passed, or asked.
   */
  regradeClosesAt: Timestamp.nullable(),
});
export type DetailedReportQuestion = z.infer<typeof DetailedReportQuestion>;

export const DetailedReport = component('DetailedReport', {
  metadata: z.object({
    paperTitle: z.string(),
    paperCode: z.string(),
    studentName: z.string(),
    studentEmail: z.string(),
    startTime: Timestamp,
    endTime: Timestamp.nullable(),
    status: PracticeSessionStatus,
    /** Why evaluation failed, for an admin to read and retry; null otherwise. */
    failureReason: z.string().nullable(),
  }),
  /**
   * `awarded` and `percentage` are null until the attempt's result is released (while answers
   * wait for a teacher, status in_review, or while it is being marked).
   */
  overallScore: z.object({
    awarded: z.number().nullable(),
    allocated: z.number(),
    /** One decimal; 0 when nothing is allocated. */
    percentage: z.number().nullable(),
    /** Passed by its level's pass rule; null while there is no released total. */
    isPass: z.boolean().nullable(),
  }),
  totalQuestions: z.number().int(),
  /** Markdown (a string) from the evaluator; '' until the attempt is evaluated. */
  overallReport: z.object({
    overall_report: z.union([z.string(), z.record(z.string(), z.unknown())]),
  }),
  /** Every question of the paper by number, answered or not. */
  questions: z.array(DetailedReportQuestion),
});
export type DetailedReport = z.infer<typeof DetailedReport>;

export const DetailedReportResponse = dataEnvelope('DetailedReportResponse', DetailedReport, {
  metadata: {
    paperTitle: 'Light: Reflection and Refraction',
    paperCode: 'SCI-10-LRR',
    studentName: 'Asha Verma',
    studentEmail: 'asha.verma@example.edu',
    startTime: '2025-03-14T09:30:00.000Z',
    endTime: '2025-03-14T10:12:00.000Z',
    status: 'evaluated',
    failureReason: null,
  },
  overallScore: { awarded: 3, allocated: 4, percentage: 75, isPass: true },
  totalQuestions: 1,
  overallReport: { overall_report: '## Overall result: 3/4 (75%), Passed' },
  questions: [
    {
      questionId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
      number: 0,
      question: 'State the laws of reflection.',
      answer: 'The angle of incidence equals the angle of reflection.',
      feedback: {
        guidlines: '2 key points, 4 marks.',
        readable_response: 'Covers 1 of 2 key points.',
        marks_per_question: [
          {
            question_number: 1,
            marks_awarded: 2,
            marks_allocated: 2,
            feedback: 'Correct.',
          },
          {
            question_number: 2,
            marks_awarded: 1,
            marks_allocated: 2,
            feedback: 'Incomplete.',
            improvement_suggestion: 'Say that all rays lie in one plane.',
          },
        ],
      },
      marks: { awarded: 3, allocated: 4 },
      submittedAt: '2025-03-14T10:12:00.000Z',
      imagePaths: [],
      transcription: null,
      images: [],
      evaluator: 'builtin',
      evaluatorModel: null,
      evaluatorMarks: 2,
      override: {
        marks: 3,
        reason: 'Credit the diagram for the second law.',
        by: 'Ravi Kumar',
        at: '2025-03-15T08:00:00.000Z',
      },
      released: true,
      reviewNotice: null,
      confidence: 'confident',
      reviewReasons: [],
      suggestedMarks: 2,
      secondOpinion: null,
      regradeRequest: null,
      regradeClosesAt: '2025-03-22T08:00:00.000Z',
    },
  ],
});
export type DetailedReportResponse = z.infer<typeof DetailedReportResponse>;

/** A simple pattern: no spaces, one at-sign, a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone has at least this many digits once everything else is removed. */
export const PHONE_MIN_DIGITS = 10;

/** Digits only, so '+91 98765-43210' and '919876543210' are the same phone. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/** Trimmed; a blank value counts as not given. No transform, so the OpenAPI example survives. */
const lookupField = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a string` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional();

/** POST /practice-sessions/find-user-with-sessions: a phone or an email, each valid when given. */
export const FindUserWithSessionsRequest = z
  .object({ email: lookupField('email', 320), mobile: lookupField('mobile', 32) })
  .strict()
  .superRefine(({ email, mobile }, context) => {
    if (!email && !mobile) {
      context.addIssue({ code: 'custom', message: 'Please provide either phone or email' });
    }
    if (mobile && phoneDigits(mobile).length < PHONE_MIN_DIGITS) {
      context.addIssue({
        code: 'custom',
        path: ['mobile'],
        message: 'Please enter a valid phone number',
      });
    }
    if (email && !EMAIL_PATTERN.test(email)) {
      context.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'Please enter a valid email address',
      });
    }
  })
  .meta({
    id: 'FindUserWithSessionsRequest',
    examples: [{ email: 'asha.verma@example.edu' }, { mobile: '+91 98765 43210' }],
  });
/** Trimmed values; a blank one ('') means that field was not given. */
export type FindUserWithSessionsRequest = z.infer<typeof FindUserWithSessionsRequest>;

/** One exam attempt as the student portal lists it. */
export const StudentExamSession = component('StudentExamSession', {
  _id: z.string(),
  paper: z.object({ title: z.string(), subject: z.string(), qpCode: z.string() }),
  start_time: Timestamp,
  end_time: Timestamp.nullable(),
  status: PracticeSessionStatus,
  /** Null until the attempt is evaluated. */
  overall_report: SessionOverallReport.nullable(),
});
export type StudentExamSession = z.infer<typeof StudentExamSession>;

export const FindUserWithSessionsResponse = z
  .object({
    success: z.literal(true),
    message: z.string(),
    data: z.object({
      userId: z.string(),
      email: z.string(),
      mobile: z.string().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      /** Newest first. */
      sessions: z.array(StudentExamSession),
    }),
  })
  .meta({
    id: 'FindUserWithSessionsResponse',
    examples: [
      {
        success: true,
        message: 'User information found successfully',
        data: {
          userId: '0b9f4c1e-58d4-4c57-9a3c-4f1f3e0f5b11',
          email: 'asha.verma@example.edu',
          mobile: '+91 98765 43210',
          firstName: 'Asha',
          lastName: 'Verma',
          sessions: [
            {
              _id: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
              paper: {
                title: 'Light: Reflection and Refraction',
                subject: 'Physics',
                qpCode: 'SCI-10-LRR',
              },
              start_time: '2025-03-14T09:30:00.000Z',
              end_time: '2025-03-14T10:12:00.000Z',
              status: 'evaluated',
              overall_report: {
                marks_awarded: 3,
                marks_allocated: 4,
                isPass: true,
                overall_report: '## Overall result: 3/4 (75%), Passed',
              },
            },
          ],
        },
      },
    ],
  });
export type FindUserWithSessionsResponse = z.infer<typeof FindUserWithSessionsResponse>;

export const FIND_USER_FOUND_MESSAGE = 'User information found successfully';
export const FIND_USER_NOT_FOUND_MESSAGE = 'Failed to find user information';
