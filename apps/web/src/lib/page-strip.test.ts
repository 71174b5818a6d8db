import { describe, expect, it } from 'vitest';
import { pageStrip } from './page-strip';

describe('pageStrip', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageStrip(1, 0)).toEqual([]);
    expect(pageStrip(1, 1)).toEqual([1]);
    expect(pageStrip(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows pages 1 to 5 while the current page is 3 or less', () => {
    expect(pageStrip(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageStrip(3, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the last 5 when the current page is within 2 of the end', () => {
    expect(pageStrip(18, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageStrip(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('centres on the current page otherwise', () => {
    expect(pageStrip(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(pageStrip(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageStrip(17, 20)).toEqual([15, 16, 17, 18, 19]);
  });
});
