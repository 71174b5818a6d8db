import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEV_CSV, QUALITY_FLOOR, measure } from '../scripts/measure.js';

// The development CSV lives in shared/ beside the repository; without it there is nothing to check.
describe.skipIf(!existsSync(DEFAULT_DEV_CSV))('quality on the development set', () => {
  it('keeps the cross-validated agreement at or above what was reached', () => {
    for (const m of measure(DEFAULT_DEV_CSV)) {
      const floor = QUALITY_FLOOR[m.mode];
      expect(m.crossValidated.pearson, `${m.mode} Pearson r`).toBeGreaterThanOrEqual(floor.pearson);
      expect(m.crossValidated.rmse, `${m.mode} RMSE`).toBeLessThanOrEqual(floor.rmse);
      expect(m.inSample.pearson, `${m.mode} in-sample r`).toBeGreaterThanOrEqual(0.6);
    }
  });
});
