// Fitting and cross-validating the calibration constants (used by measure.ts and the quality test).
import { agreement, type Agreement } from '../src/agreement.js';
import type { BuiltInEvaluator } from '../src/built-in-evaluator.js';
import {
  hasOverlap,
  calibratedShare,
  CALIBRATION_SCALE,
  toMarks,
  type Calibration,
  type CalibrationFeatures,
} from '../src/scoring/calibration.js';
import type { EvaluationInput } from '../src/types.js';

export type Sample = {
  group: string;
  features: CalibrationFeatures;
  actual: number;
  maxMarks: number;
};

const vector = (f: CalibrationFeatures, peers: boolean) => [
  f.recall,
  f.precision,
  f.lengthRatio,
  hasOverlap(f) ? 0 : 1,
  ...(peers ? [f.peer ?? 0] : []),
];

/**
 * Least squares (tiny ridge for stability) of the mark out of 5 on the features. Non-answers are
 * left out: they are marked zero by rule, not by the fit.
 */
export function fitCalibration(all: readonly Sample[], peers: boolean, ridge = 1e-3): Calibration {
  const samples = all.filter((s) => !s.features.empty);
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
  return {
    intercept: b[0]!,
    recall: b[1]!,
    precision: b[2]!,
    lengthRatio: b[3]!,
    noOverlap: b[4]!,
    peer: b[5] ?? 0,
  };
}

export function predictMarks(sample: Sample, calibration: Calibration): number {
  return toMarks(calibratedShare(sample.features, calibration), sample.maxMarks);
}

/** Leave-one-question-out: each question is marked with constants fitted on the others only. */
export function crossValidate(samples: readonly Sample[], peers: boolean): Agreement {
  const groups = [...new Set(samples.map((s) => s.group))];
  const pairs = groups.flatMap((group) => {
    const calibration = fitCalibration(
      samples.filter((s) => s.group !== group),
      peers,
    );
    return samples
      .filter((s) => s.group === group)
      .map((s) => ({ predicted: predictMarks(s, calibration), actual: s.actual }));
  });
  return agreement(pairs);
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
