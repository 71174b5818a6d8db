import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEV_CSV, checkFloors, measure } from '../scripts/measure.js';

// The development CSV lives in shared/ beside the repository; without it there is nothing to check.
describe.skipIf(!existsSync(DEFAULT_DEV_CSV))('quality on the development set', () => {
  it('keeps the figures reached with questions left out (agreement, review share, failures caught)', () => {
    expect(checkFloors(measure(DEFAULT_DEV_CSV))).toEqual([]);
  }, 120_000);
});
