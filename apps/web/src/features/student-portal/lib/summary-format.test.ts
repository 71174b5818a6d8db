import { describe, expect, it } from 'vitest';
import { formatAverage, formatTimeSpent, formatXp } from './summary-format';

describe('student dashboard figures', () => {
  it('shows time spent in hours and minutes, dropping zero parts', () => {
    expect(formatTimeSpent(0)).toBe('0m');
    expect(formatTimeSpent(45)).toBe('45m');
    expect(formatTimeSpent(60)).toBe('1h');
    expect(formatTimeSpent(380)).toBe('6h 20m');
    expect(formatTimeSpent(1440)).toBe('24h');
  });

  it('shows the average as a percentage, or a dash before the first result', () => {
    expect(formatAverage(null)).toBe('—');
    expect(formatAverage(85)).toBe('85%');
    expect(formatAverage(71.4)).toBe('71.4%');
  });

  it("labels XP as 'N XP'", () => {
    expect(formatXp(120)).toBe('120 XP');
  });
});
