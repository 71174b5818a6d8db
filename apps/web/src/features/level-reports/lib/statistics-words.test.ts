import { describe, expect, it } from 'vitest';
import { discriminationWords, facilityWords, meanWords } from './statistics-words';

describe('statistics words', () => {
  it('reads facility as a whole percentage and the mean out of the marks', () => {
    expect(facilityWords(0.4375)).toBe('44%');
    expect(facilityWords(null)).toBe('–');
    expect(meanWords({ mean: 1.75, marks: 4 })).toBe('1.75 / 4');
    expect(meanWords({ mean: 2, marks: 4 })).toBe('2 / 4');
    expect(meanWords({ mean: null, marks: 4 })).toBe('–');
  });

  it('names discrimination by the rule of thumb', () => {
    expect(discriminationWords(0.829)).toMatchObject({ value: '0.83', verdict: 'Good' });
    expect(discriminationWords(0.25).verdict).toBe('Fair');
    expect(discriminationWords(0.1).verdict).toBe('Weak');
    expect(discriminationWords(-0.2).verdict).toBe('Negative: check the question');
    expect(discriminationWords(null)).toMatchObject({ value: '–' });
  });
});
