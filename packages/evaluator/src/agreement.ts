/** One answer's mark from the evaluator and from a teacher. */
export type MarkPair = { predicted: number; actual: number };

export type Agreement = {
  n: number;
  /** Pearson correlation; 0 when either side has no variance. */
  pearson: number;
  /** Root mean squared difference, in marks. */
  rmse: number;
  /** Share of pairs with the same mark (to 0.001). */
  exact: number;
  /** Share of pairs at most one mark apart. */
  withinOne: number;
  /** Mean of actual minus predicted, in marks: above 0, the predictions run low. */
  meanDifference: number;
  /** Quadratic weighted kappa over half-mark categories: agreement beyond chance, 1 = perfect. */
  qwk: number;
};

const TOLERANCE = 1e-3;

export function agreement(pairs: readonly MarkPair[]): Agreement {
  const n = pairs.length;
  if (n === 0)
    return { n: 0, pearson: 0, rmse: 0, exact: 0, withinOne: 0, meanDifference: 0, qwk: 0 };
  let sumP = 0;
  let sumA = 0;
  for (const { predicted, actual } of pairs) {
    sumP += predicted;
    sumA += actual;
  }
  const meanP = sumP / n;
  const meanA = sumA / n;
  let covariance = 0;
  let varP = 0;
  let varA = 0;
  let squared = 0;
  let exact = 0;
  let withinOne = 0;
  for (const { predicted, actual } of pairs) {
    covariance += (predicted - meanP) * (actual - meanA);
    varP += (predicted - meanP) ** 2;
    varA += (actual - meanA) ** 2;
    const difference = Math.abs(predicted - actual);
    squared += difference ** 2;
    if (difference <= TOLERANCE) exact += 1;
    if (difference <= 1 + TOLERANCE) withinOne += 1;
  }
  return {
    n,
    pearson: varP > 0 && varA > 0 ? covariance / Math.sqrt(varP * varA) : 0,
    rmse: Math.sqrt(squared / n),
    exact: exact / n,
    withinOne: withinOne / n,
    meanDifference: meanA - meanP,
    qwk: quadraticWeightedKappa(pairs),
  };
}

/**
 * Cohen's kappa with quadratic weights, marks rounded to half marks as categories. Unlike r it
 * rewards using the scale as the teachers do: marks squeezed towards the mean score lower.
 */
export function quadraticWeightedKappa(pairs: readonly MarkPair[]): number {
  const toCategory = (mark: number) => Math.round(mark * 2);
  const categories = pairs.flatMap(({ predicted, actual }) => [
    toCategory(predicted),
    toCategory(actual),
  ]);
  const low = Math.min(...categories);
  const size = Math.max(...categories) - low + 1;
  if (pairs.length === 0 || size < 2) return 0;
  const observed = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const rows = new Array<number>(size).fill(0);
  const columns = new Array<number>(size).fill(0);
  for (const { predicted, actual } of pairs) {
    const i = toCategory(predicted) - low;
    const j = toCategory(actual) - low;
    observed[i]![j]! += 1;
    rows[i]! += 1;
    columns[j]! += 1;
  }
  let disagreement = 0;
  let chance = 0;
  for (let i = 0; i < size; i += 1) {
    for (let j = 0; j < size; j += 1) {
      const weight = ((i - j) / (size - 1)) ** 2;
      disagreement += weight * observed[i]![j]!;
      chance += (weight * rows[i]! * columns[j]!) / pairs.length;
    }
  }
  return chance > 0 ? 1 - disagreement / chance : 0;
}
