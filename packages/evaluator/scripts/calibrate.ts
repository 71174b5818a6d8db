// Fitting and cross-validating the calibration constants (used by measure.ts and the quality test).
import type { BuiltInEvaluator } from '../src/built-in-evaluator.js';
import {
  CALIBRATION_SCALE,
  SPREAD,
  type Calibration,
  type CalibrationFeatures,
  type Rescale,
} from '../src/scoring/calibration.js';
import type { EvaluationInput } from '../src/types.js';

export type Sample = {
  group: string;
  features: CalibrationFeatures & { calibrated: boolean };
  actual: number;
  maxMarks: number;
};

const vector = (f: CalibrationFeatures, peers: boolean) => [
  f.recall,
  f.precision,
  f.lengthRatio,
  f.charSimilarity,
  ...(peers ? [f.peer ?? 0] : []),
];

/**
 * Least squares (tiny ridge for stability) of the mark out of 5 on the features, then spread by
 * SPREAD around the teachers' mean. Answers a rule marks (blank, exact short answers, another
 * script, off-topic, restated) are left out: the fit is for the answers it marks.
 */
export function fitCalibration(all: readonly Sample[], peers: boolean, ridge = 1e-3): Calibration {
  const samples = all.filter(
    (s) => s.features.calibrated && (!peers || s.features.peer !== undefined),
  );
  const rows = samples.map((s) => [1, ...vector(s.features, peers)]);
  const ys = samples.map((s) => (s.actual / s.maxMarks) * CALIBRATION_SCALE);
  const p = rows[0]!.length;
  const a = Array.from({ length: p }, () => new Array<number>(p + 1).fill(0));
  rows.forEach((x, r) => {
    for (let i = 0; i < p; i += 1) {
      for (let j = 0; j < p; j += 1) a[i]![j]! += x[i]! * x[j]!;
      a[i]![p]! += x[i]! * ys[r]!;
    }
  });
  for (let i = 1; i < p; i += 1) a[i]![i]! += ridge * rows.length;
  for (let c = 0; c < p; c += 1) {
    let pivot = c;
    for (let r = c + 1; r < p; r += 1) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    for (let r = 0; r < p; r += 1) {
      if (r === c) continue;
      const factor = a[r]![c]! / a[c]![c]!;
      for (let k = c; k <= p; k += 1) a[r]![k]! -= factor * a[c]![k]!;
    }
  }
  const b = a.map((row, i) => row[p]! / row[i]!);
  // Spread: mean + SPREAD × (fit − mean); the fit's mean prediction is the teachers' mean.
  const mean = ys.reduce((sum, y) => sum + y, 0) / Math.max(ys.length, 1);
  return {
    intercept: mean * (1 - SPREAD) + SPREAD * b[0]!,
    recall: SPREAD * b[1]!,
    precision: SPREAD * b[2]!,
    lengthRatio: SPREAD * b[3]!,
    charSimilarity: SPREAD * b[4]!,
    peer: SPREAD * (b[5] ?? 0),
  };
}

/**
 * Least squares of the teachers' mark on the mark `base` gives (unclamped, out of 5): the level
 * and spread of a small set's marks, the relative weights of the features left as `base` has them
 * (two numbers fitted, not six). No spread factor: the slope already widens the marks.
 */
export function fitRescale(all: readonly Sample[], base: Calibration, peers: boolean): Rescale {
  const samples = all.filter(
    (s) => s.features.calibrated && (!peers || s.features.peer !== undefined),
  );
  const xs = samples.map((s) => {
    const f = s.features;
    const features = [f.recall, f.precision, f.lengthRatio, f.charSimilarity, f.peer ?? 0];
    const weights = [base.recall, base.precision, base.lengthRatio, base.charSimilarity, base.peer];
    return base.intercept + features.reduce((sum, value, i) => sum + value * weights[i]!, 0);
  });
  const ys = samples.map((s) => (s.actual / s.maxMarks) * CALIBRATION_SCALE);
  const meanX = xs.reduce((sum, x) => sum + x, 0) / Math.max(xs.length, 1);
  const meanY = ys.reduce((sum, y) => sum + y, 0) / Math.max(ys.length, 1);
  let covariance = 0;
  let variance = 0;
  xs.forEach((x, i) => {
    covariance += (x - meanX) * (ys[i]! - meanY);
    variance += (x - meanX) ** 2;
  });
  if (!(variance > 0)) return { offset: 0, scale: 1 };
  const scale = covariance / variance;
  return { offset: meanY - scale * meanX, scale };
}

export function samplesOf(input: {
  evaluator: BuiltInEvaluator;
  inputs: readonly EvaluationInput[];
  groups: readonly string[];
  actual: readonly number[];
}): Sample[] {
  return input.inputs.map((evaluationInput, index) => ({
    group: input.groups[index]!,
    features: input.evaluator.features(evaluationInput),
    actual: input.actual[index]!,
    maxMarks: evaluationInput.maxMarks,
  }));
}
