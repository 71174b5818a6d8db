import { describe, expect, it } from 'vitest';
import { agreement } from '../src/index.js';

describe('agreement', () => {
  it('matches a hand-computed example', () => {
    // predicted 1,2,3,4 against actual 1,3,3,5: means 2.5 and 3; deviations (-1.5,-0.5,0.5,1.5)
    // and (-2,0,0,2); covariance 6, variances 5 and 8, so r = 6 / sqrt(40) = 0.9487.
    // Differences 0,1,0,1: RMSE sqrt(2/4) = 0.7071, exact 2/4, within one 4/4, mean +0.5.
    const result = agreement([
      { predicted: 1, actual: 1 },
      { predicted: 2, actual: 3 },
      { predicted: 3, actual: 3 },
      { predicted: 4, actual: 5 },
    ]);
    expect(result.n).toBe(4);
    expect(result.pearson).toBeCloseTo(6 / Math.sqrt(40), 10);
    expect(result.rmse).toBeCloseTo(Math.sqrt(0.5), 10);
    expect(result.exact).toBe(0.5);
    expect(result.withinOne).toBe(1);
    expect(result.meanDifference).toBe(0.5);
  });

  it('counts a difference of more than one mark as outside', () => {
    const result = agreement([
      { predicted: 0, actual: 1.5 },
      { predicted: 5, actual: 4 },
    ]);
    expect(result.withinOne).toBe(0.5);
    expect(result.exact).toBe(0);
    // +1.5 and -1 average to +0.25: the sign says which side marks higher.
    expect(result.meanDifference).toBe(0.25);
  });

  it('reports zero correlation when one side is constant, and handles no pairs', () => {
    expect(
      agreement([
        { predicted: 3, actual: 1 },
        { predicted: 3, actual: 2 },
      ]).pearson,
    ).toBe(0);
    expect(agreement([])).toEqual({
      n: 0,
      pearson: 0,
      rmse: 0,
      exact: 0,
      withinOne: 0,
      meanDifference: 0,
      qwk: 0,
    });
  });
});
