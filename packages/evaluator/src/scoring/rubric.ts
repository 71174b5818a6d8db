import type { RubricPoint } from '../types.js';
import { analyzeAnswer, prepareReference, type ScoringContext } from './features.js';

export type PointCoverage = {
  point: string;
  marks: number;
  /** Share of the point's words the answer covers (related words counting partly). */
  recall: number;
  /** Share of the point's marks earned, 0..1. */
  credit: number;
};

/** Recall below LOW earns nothing, above HIGH the whole point, linear in between. */
const LOW = 0.25;
const HIGH = 0.6;

export function pointCredit(recall: number): number {
  return Math.min(1, Math.max(0, (recall - LOW) / (HIGH - LOW)));
}

/** How far the answer covers each point (a rubric point, or a sentence of the model answer). */
export function coverPoints(
  input: { question: string; points: readonly RubricPoint[]; answer: string },
  context: ScoringContext,
): PointCoverage[] {
  return input.points.map(({ point, marks }) => {
    const reference = prepareReference({ question: input.question, reference: point }, context);
    const { recall } = analyzeAnswer(reference, input.answer, context);
    return { point, marks, recall, credit: pointCredit(recall) };
  });
}

/** Share of the rubric's marks earned, 0..1 (rubric marks are rescaled to the question's). */
export function rubricShare(points: readonly PointCoverage[]): number {
  const total = points.reduce((sum, point) => sum + Math.max(0, point.marks), 0);
  if (total <= 0) return 0;
  return points.reduce((sum, point) => sum + point.credit * Math.max(0, point.marks), 0) / total;
}

/** The model answer's sentences, as the points feedback reports covered or missing. */
export function splitIntoPoints(text: string): string[] {
  return text
    .split(/(?<=[.!?।;])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}
