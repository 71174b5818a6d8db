import {
  MARK_CONFIDENCES,
  PRACTICE_SESSION_STATUSES,
  type MarkConfidence,
  type ReviewReason,
} from '@markwise/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt, parentRef } from './columns.js';
import { institutions } from './institutions.js';
import { levels } from './journeys.js';
import { questionPapers, questions } from './question-papers.js';
import { users } from './users.js';

/** Where an attempt stands: the contract's statuses (in_review: marked, some answers wait for a teacher). */
export const SESSION_STATUSES = PRACTICE_SESSION_STATUSES;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** One key point (or sub-question) of an answer's feedback. */
export type MarksPerQuestion = {
  question_number: number;
  marks_awarded: number;
  marks_allocated: number;
  feedback: string;
  improvement_suggestion?: string;
};

/** Structured feedback exactly as the API serves it; `guidlines` is spelled so on purpose. */
export type StructuredFeedback = {
  guidlines: string;
  readable_response: string;
  marks_per_question: MarksPerQuestion[];
};

/** The built-in evaluator's mark shown to a teacher beside an answer the LLM would not mark. */
export type SecondOpinion = { evaluator: string; marks: number };

/**
 * What a re-evaluation would change on an answer already released to its student: shown to a
 * teacher, applied only on their request.
 */
export type PendingResult = {
  marks: number;
  /** The machine's raw mark behind `marks` (evaluator_marks_awarded once applied). */
  evaluatorMarks: number;
  feedback: StructuredFeedback | null;
  evaluator: string | null;
  model: string | null;
  confidence: MarkConfidence;
  reasons: ReviewReason[];
  transcription: string | null;
  at: string;
};

/**
 * A student's attempt at an exam level. Results live on levels and papers, so deleting either is
 * refused (NO ACTION) while attempts exist; deleting the student or the institution removes them.
 */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: id(),
    institutionId: parentRef(() => institutions.id),
    userId: parentRef(() => users.id),
    levelId: parentRef(() => levels.id, {}),
    paperId: parentRef(() => questionPapers.id, {}),
    status: text({ enum: SESSION_STATUSES }).notNull().default('in_progress'),
    startTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** startTime plus the paper's time allowed: no answer is saved after it. */
    deadlineAt: timestamp({ withTimezone: true }),
    endTime: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    evaluatedAt: timestamp({ withTimezone: true }),
    /**
     * When the student last opened the results; null while results are new to them (cleared
     * whenever the attempt's released results change).
     */
    resultsSeenAt: timestamp({ withTimezone: true }),
    marksAwarded: real(),
    marksAllocated: integer().notNull(),
    isPass: boolean(),
    /** Markdown. */
    overallReport: text(),
    failureReason: text(),
    /** How many times evaluation ran for this session (re-runs included). */
    evaluationRuns: integer().notNull().default(0),
    /** Set when a teacher uploaded the answer sheets on the student's behalf. */
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    attemptNumber: integer().notNull().default(1),
    /**
     * Whether this is the student's latest attempt at the level on its UTC day (latest start, then
     * highest id). Kept by database triggers (migration 0002) on every insert, delete and change of
     * start_time, user_id or level_id, so no write path can forget it. The level users report
     * pages through these rows only.
     */
    latestOfDay: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('practice_sessions_level_start_idx').on(t.levelId, t.startTime),
    // The level users report: a day's latest attempts in page order, with every column the page
    // and the day's totals read, so both are index-only scans and a far page skips index entries,
    // not table rows.
    index('practice_sessions_level_day_latest_idx')
      .on(t.levelId, t.startTime.desc(), t.userId, t.status, t.id, t.institutionId)
      .where(sql`${t.latestOfDay}`),
    index('practice_sessions_user_start_idx').on(t.userId, t.startTime),
    // The dashboard's figures count and average an institution's attempts by status: with the
    // marks in the key they are index-only scans instead of reads of every attempt's row.
    index('practice_sessions_institution_status_marks_idx').on(
      t.institutionId,
      t.status,
      t.marksAwarded,
      t.marksAllocated,
    ),
    check('practice_sessions_status_check', oneOf(t.status, SESSION_STATUSES)),
    check('practice_sessions_attempt_number_check', sql`${t.attemptNumber} > 0`),
  ],
);

export const answers = pgTable(
  'answers',
  {
    id: id(),
    sessionId: parentRef(() => practiceSessions.id),
    questionId: parentRef(() => questions.id, {}),
    /** Markdown typed by the student. */
    answerText: text(),
    /** Stored upload paths of handwritten sheets, outside the web root. */
    imagePaths: text().array().notNull().default([]),
    /** Text read from the images. */
    transcription: text(),
    marksAwarded: real(),
    marksAllocated: integer().notNull(),
    feedback: jsonb().$type<StructuredFeedback>(),
    /** Which evaluator marked it, e.g. 'builtin' or 'openai', and the model when there is one. */
    evaluator: text(),
    evaluatorModel: text(),
    /** The evaluator's own mark; marksAwarded differs from it only after a teacher's override. */
    evaluatorMarksAwarded: real(),
    overriddenBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    overriddenAt: timestamp({ withTimezone: true }),
    overrideReason: text(),
    /**
     * The rubric points (ids) the teacher's mark was given by; null when it was typed or accepted.
     * An edit of those points' marks re-marks the answer.
     */
    rubricPointIds: text().array(),
    /** The machine's confidence in its mark; null until marked (and for rows from before it). */
    confidence: text({ enum: MARK_CONFIDENCES }).$type<MarkConfidence>(),
    /** Why the mark waits for a teacher; empty when confident. */
    reviewReasons: jsonb().$type<ReviewReason[]>().notNull().default([]),
    /** The machine's suggestion after re-calibration with teachers' marks on the same question. */
    suggestedMarks: real(),
    /** When the student may see this answer's mark and feedback; null: not yet. */
    releasedAt: timestamp({ withTimezone: true }),
    /** The built-in evaluator's suggestion when the configured LLM abstained. */
    secondOpinion: jsonb().$type<SecondOpinion>(),
    /** A re-evaluation's proposal for a released answer, applied only by a teacher. */
    pending: jsonb().$type<PendingResult>(),
    submittedAt: timestamp({ withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('answers_session_question_key').on(t.sessionId, t.questionId),
    // The review queue: a question's answers not yet released.
    index('answers_question_unreleased_idx')
      .on(t.questionId)
      .where(sql`${t.releasedAt} is null`),
    // Teachers' marks on a question: the desk's agreement figures and the anchors of suggestions.
    index('answers_question_decided_idx')
      .on(t.questionId)
      .where(sql`${t.overriddenAt} is not null`),
    // A null confidence (not yet marked) passes, as null always does in a check.
    check('answers_confidence_check', oneOf(t.confidence, MARK_CONFIDENCES)),
  ],
);

export type PracticeSession = typeof practiceSessions.$inferSelect;
export type NewPracticeSession = typeof practiceSessions.$inferInsert;
export type Answer = typeof answers.$inferSelect;
export type NewAnswer = typeof answers.$inferInsert;
