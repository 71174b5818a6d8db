import type { AnswerFeatures } from './features.js';

/**
 * Linear map from features to a mark out of 5, fitted by least squares on the development set
 * (scripts/measure.ts prints the fit; README reports the cross-validated agreement). A handful of
 * fixed constants, nothing per question.
 */
export type Calibration = {
  intercept: number;
  recall: number;
  precision: number;
  lengthRatio: number;
  /** Weight of the similarity to the class's answers; only in the with-peers calibration. */
  peer: number;
  /** Added when the answer shares no word with the reference, the question or the class. */
  noOverlap: number;
};

/** The scale the constants were fitted on (the development set marks out of 5). */
export const CALIBRATION_SCALE = 5;

export const CALIBRATION_WITHOUT_PEERS: Calibration = {
  intercept: 3.14,
  recall: 0.87,
  precision: 0.86,
  lengthRatio: 0.5,
  peer: 0,
  noOverlap: -0.13,
};

export const CALIBRATION_WITH_PEERS: Calibration = {
  intercept: 2.93,
  recall: 0.56,
  precision: 0.44,
  lengthRatio: 0.42,
  peer: 1.18,
  noOverlap: -0.16,
};

export type CalibrationFeatures = AnswerFeatures & {
  peer?: number;
  /** No answer at all (blank, or "not answered"): always zero. */
  empty?: boolean;
};

/** The share of the maximum marks, 0..1. */
export function calibratedShare(features: CalibrationFeatures, calibration: Calibration): number {
  if (features.empty) return 0;
  const mark =
    calibration.intercept +
    calibration.recall * features.recall +
    calibration.precision * features.precision +
    calibration.lengthRatio * features.lengthRatio +
    calibration.peer * (features.peer ?? 0) +
    calibration.noOverlap * (hasOverlap(features) ? 0 : 1);
  return clamp01(mark / CALIBRATION_SCALE);
}

/**
 * False when the answer shares no word (not even a related one) with the reference, the question
 * or the class's answers. Such answers are flagged for a teacher rather than zeroed: on the
 * development set most of them are paraphrases teachers gave good marks (README, "Variants").
 */
export function hasOverlap(features: CalibrationFeatures): boolean {
  return (
    Math.max(features.recall, features.precision, features.questionOverlap, features.peer ?? 0) > 0
  );
}

export function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/** Marks for a share of the maximum: clamped to 0..max, rounded to the nearest half mark. */
export function toMarks(share: number, maxMarks: number, step = 0.5): number {
  const max = Number.isFinite(maxMarks) && maxMarks > 0 ? maxMarks : 0;
  const rounded = Math.round((clamp01(share) * max) / step) * step;
  return Math.min(max, Math.max(0, rounded));
}
