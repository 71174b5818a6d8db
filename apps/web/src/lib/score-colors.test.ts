import { describe, expect, it } from 'vitest';
import { passColor } from './score-colors';

describe('score colours', () => {
  it('colours a figure without a verdict green from the default pass mark of 60', () => {
    expect(passColor(72.7)).toBe('green');
    expect(passColor(60)).toBe('green');
    expect(passColor(59.9)).toBe('red');
  });

  it("colours a result by its own verdict, whatever its level's pass mark was", () => {
    expect(passColor(40, true)).toBe('green');
    expect(passColor(65, false)).toBe('red');
  });
});
