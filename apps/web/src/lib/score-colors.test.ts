import { describe, expect, it } from 'vitest';
import { passColor, performanceColor } from './score-colors';

describe('score colours', () => {
  it('colours performance green from 90, yellow from 75, red below', () => {
    expect(performanceColor(100)).toBe('green');
    expect(performanceColor(90)).toBe('green');
    expect(performanceColor(89.9)).toBe('yellow');
    expect(performanceColor(75)).toBe('yellow');
    expect(performanceColor(74.9)).toBe('red');
    expect(performanceColor(0)).toBe('red');
  });

  it('colours a percentage green from 60', () => {
    expect(passColor(60)).toBe('green');
    expect(passColor(59.9)).toBe('red');
  });
});
