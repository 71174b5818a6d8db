import { agreement, type Agreement } from './agreement.js';
import type { MarkConfidence, ReviewReasonCode } from './types.js';

/** One machine mark beside the teacher's, with the machine's confidence. */
export type CheckedMark = {
  predicted: number;
  actual: number;
  maxMarks: number;
  confidence: MarkConfidence;
  reasons: readonly ReviewReasonCode[];
};

export type MarkingFigures = {
  /** Every answer, by the machine's suggestion. */
  all: Agreement;
  /** The answers marked confidently: what stands without a teacher. */
  confident: Agreement;
  /** Share of answers sent to a teacher. */
  reviewShare: number;
  /** Answers the teachers failed (below the pass share), and how many the machine failed or sent to review. */
  failed: { count: number; caught: number; share: number };
  /** Confidently passed answers the teachers failed: the marks a school would release wrongly. */
  wronglyPassed: number;
  reasons: Partial<Record<ReviewReasonCode, number>>;
};

/**
 * The figures an institution checks before trusting an evaluator with its own teachers' marks
 * (`pnpm evaluate --evaluator …`, `measure`). Failing is below `passShare` of the question's marks.
 */
export function markingFigures(marks: readonly CheckedMark[], passShare = 0.6): MarkingFigures {
  const pairs = (list: readonly CheckedMark[]) =>
    list.map(({ predicted, actual }) => ({ predicted, actual }));
  const confident = marks.filter((mark) => mark.confidence === 'confident');
  const fails = (mark: number, max: number) => mark < passShare * max - 1e-9;
  const failed = marks.filter((mark) => fails(mark.actual, mark.maxMarks));
  const caught = failed.filter(
    (mark) => mark.confidence === 'needs_review' || fails(mark.predicted, mark.maxMarks),
  );
  const reasons: Partial<Record<ReviewReasonCode, number>> = {};
  for (const mark of marks) {
    for (const reason of new Set(mark.reasons)) reasons[reason] = (reasons[reason] ?? 0) + 1;
  }
  return {
    all: agreement(pairs(marks)),
    confident: agreement(pairs(confident)),
    reviewShare: marks.length > 0 ? (marks.length - confident.length) / marks.length : 0,
    failed: {
      count: failed.length,
      caught: caught.length,
      share: failed.length > 0 ? caught.length / failed.length : 1,
    },
    wronglyPassed: failed.length - caught.length,
    reasons,
  };
}
