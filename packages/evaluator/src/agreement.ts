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
};

const TOLERANCE = 1e-3;

export function agreement(pairs: readonly MarkPair[]): Agreement {
  const n = pairs.length;
  if (n === 0) return { n: 0, pearson: 0, rmse: 0, exact: 0, withinOne: 0 };
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
  };
}
