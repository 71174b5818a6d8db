import { isPassing, passPercentageOf, type InterfaceLanguage } from '@markwise/contract';
import type { StructuredFeedback } from '@markwise/db';
import { REPORT_SENTENCES, type ReportSentences } from './report-sentences.js';

/** The pass mark of a session from its level's and its paper's settings (the one pass rule). */
export const passMarkOf = (session: {
  levelPassPercentage: number | null;
  paperPassPercentage: number | null;
}) =>
  passPercentageOf(
    { passPercentage: session.levelPassPercentage },
    { passPercentage: session.paperPassPercentage },
  );

/** One question's final result, as stored: what the totals and the overall report are built from. */
export type QuestionResult = {
  number: number;
  marksAwarded: number;
  marksAllocated: number;
  answered: boolean;
  feedback: StructuredFeedback | null;
};

export type SessionTotals = {
  marksAwarded: number;
  marksAllocated: number;
  percentage: number;
  isPass: boolean;
  passPercentage: number;
};

/** Clamps any evaluator's mark into 0..allocated; NaN and the like count as 0. */
export function clampMarks(marks: number, allocated: number): number {
  if (!Number.isFinite(marks)) return 0;
  return Math.min(allocated, Math.max(0, marks));
}

/** Totals, percentage (one decimal) and pass/fail, computed by our code, never by a model. */
export function totalsOf(results: readonly QuestionResult[], passPercentage: number) {
  const marksAwarded = round(results.reduce((sum, result) => sum + result.marksAwarded, 0));
  const marksAllocated = results.reduce((sum, result) => sum + result.marksAllocated, 0);
  const exact = marksAllocated > 0 ? (marksAwarded / marksAllocated) * 100 : 0;
  return {
    marksAwarded,
    marksAllocated,
    percentage: Math.round(exact * 10) / 10,
    isPass: marksAllocated > 0 && isPassing(marksAwarded, marksAllocated, passPercentage),
    passPercentage,
  } satisfies SessionTotals;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A question counts as a strength at this share of its marks or more; below it, as a gap. */
const STRONG_SHARE = 0.7;
const MAX_STUDY_ITEMS = 5;

/**
 * The overall markdown report (strengths, gaps, what to study next), built deterministically from
 * the per-question results, so a teacher's override or a re-run rebuilds it the same way; written
 * in the student's language (the questions' feedback is already in it).
 */
export function overallReport(
  results: readonly QuestionResult[],
  totals: SessionTotals,
  language: InterfaceLanguage = 'en',
): string {
  const say = REPORT_SENTENCES[language];
  const ordered = [...results].sort((a, b) => a.number - b.number);
  const share = (result: QuestionResult) =>
    result.marksAllocated > 0 ? result.marksAwarded / result.marksAllocated : 0;
  const strong = ordered.filter((result) => result.answered && share(result) >= STRONG_SHARE);
  const gaps = ordered.filter((result) => !result.answered || share(result) < STRONG_SHARE);
  const heading = (result: QuestionResult) =>
    `${say.question(result.number)} (${result.marksAwarded}/${result.marksAllocated})`;
  const lines = [
    say.result(totals.marksAwarded, totals.marksAllocated, totals.percentage, totals.isPass),
    '',
    say.passMark(
      totals.passPercentage,
      results.filter((result) => result.answered).length,
      results.length,
    ),
    '',
    say.strengths,
    ...(strong.length > 0
      ? strong.map((result) => `- ${heading(result)}: ${firstFeedback(result, say)}`)
      : [`- ${say.noStrength}`]),
    '',
    say.gaps,
    ...(gaps.length > 0
      ? gaps.map(
          (result) =>
            `- ${heading(result)}: ${result.answered ? firstFeedback(result, say) : say.notAnswered}`,
        )
      : [`- ${say.noGap}`]),
    '',
    say.studyNext,
    ...studyItems(gaps, say),
  ];
  return lines.join('\n');
}

function firstFeedback(result: QuestionResult, say: ReportSentences): string {
  const text = result.feedback?.marks_per_question.find((point) => point.feedback.trim())?.feedback;
  return oneLine(text ?? say.marked);
}

/** The questions that lost the most marks first; each with the evaluator's suggestion. */
function studyItems(gaps: readonly QuestionResult[], say: ReportSentences): string[] {
  const byLoss = [...gaps].sort(
    (a, b) =>
      b.marksAllocated - b.marksAwarded - (a.marksAllocated - a.marksAwarded) ||
      a.number - b.number,
  );
  const items = byLoss.slice(0, MAX_STUDY_ITEMS).map((result) => {
    const suggestion = result.feedback?.marks_per_question
      .map((point) => point.improvement_suggestion?.trim())
      .find(Boolean);
    const advice = result.answered ? (suggestion ?? say.compareWithModel) : say.attemptIt;
    return `- ${say.question(result.number)}: ${oneLine(advice)}`;
  });
  return items.length > 0 ? items : [`- ${say.keepPractising}`];
}

/** Feedback may be multi-line markdown; a list item takes one line. */
function oneLine(text: string) {
  return text.replace(/\s+/g, ' ').trim();
}
