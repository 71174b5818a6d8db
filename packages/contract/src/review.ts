import { z } from 'zod';
import { component } from './common.js';

/**
 * Why a machine mark is not trusted on its own. The evaluators and the pipeline give these; a
 * teacher reads the detail that comes with each. An answer with any of them waits for a teacher.
 */
export const REVIEW_REASON_CODES = [
  /** Shares too little with the question and the expected answer to be about it. */
  'off_topic',
  /** Mostly the question's own words. */
  'restated_question',
  /** Words of the expected answer without sentences. */
  'keyword_list',
  /** The expected answer's words tied together the other way round ("type of function"). */
  'role_reversal',
  /** Far longer than the expected answer, little of it relevant. */
  'text_dump',
  /** Text addressed to the marker instead of an answer. */
  'marker_directed',
  /** Written in a language or script the evaluator cannot compare with the expected answer. */
  'other_language',
  /** A short answer that matches neither the model answer nor an accepted alternative. */
  'no_exact_match',
  /** One-at-a-time and class-aware marking disagree. */
  'modes_disagree',
  /** The evidence is weak and the suggestion is near the pass mark. */
  'uncertain',
  /** The language model declined to mark the answer. */
  'llm_refused',
  /** The language model's provider failed or its answers failed validation. */
  'llm_failed',
  /** No text could be read from the answer's photos. */
  'unreadable',
  /** The photos were read with low confidence. */
  'low_ocr_confidence',
  /** A scanned page of the answer is blurry, too dark or cut off. */
  'poor_scan',
  /** Pages of the scanned booklet are missing; part of the answer may be on them. */
  'pages_missing',
  /** Text of the scanned booklet is under no question number: the split may be wrong. */
  'unassigned_text',
] as const;
export type ReviewReasonCode = (typeof REVIEW_REASON_CODES)[number];

export const ReviewReason = component('ReviewReason', {
  code: z.enum(REVIEW_REASON_CODES),
  detail: z.string(),
});
export type ReviewReason = z.infer<typeof ReviewReason>;

/** A machine mark either stands on its own or waits for a teacher. */
export const MARK_CONFIDENCES = ['confident', 'needs_review'] as const;
export type MarkConfidence = (typeof MARK_CONFIDENCES)[number];

/**
 * When an exam level's marks reach students: confident marks at once (answers in review follow
 * when a teacher decides), or nothing until a teacher has reviewed and released the attempt.
 */
export const RELEASE_POLICIES = ['confident_at_once', 'after_review'] as const;
export type ReleasePolicy = (typeof RELEASE_POLICIES)[number];

/** What a student reads in place of the mark of an answer that a teacher has not released yet. */
export const BEING_CHECKED_TEXT = 'Being checked by your teacher';

export const SecondOpinion = component('SecondOpinion', {
  /** Which evaluator gave it: 'built-in' when the configured LLM abstained. */
  evaluator: z.string(),
  marks: z.number(),
});
export type SecondOpinion = z.infer<typeof SecondOpinion>;
