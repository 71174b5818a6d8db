import { describe, expect, it } from 'vitest';
import { formatCourseDate, formatDateTime, formatDuration, fullName, toJsonText } from './format';

describe('formats', () => {
  it('shows course dates as Mon D, YYYY and a fallback when missing', () => {
    expect(formatCourseDate('2026-03-05T10:00:00Z')).toBe('Mar 5, 2026');
    expect(formatCourseDate(null)).toBe('Not available');
    expect(formatCourseDate('not a date')).toBe('Not available');
  });

  it('shows timestamps en-US with month, day, year, hour and minute', () => {
    const text = formatDateTime(new Date(2026, 10, 21, 9, 5));
    expect(text).toMatch(/^Nov 21, 2026, 9:05\s?AM$/);
  });

  it('shows durations in minutes and seconds', () => {
    expect(formatDuration('2026-01-01T10:00:00Z', '2026-01-01T10:42:07Z')).toBe('42 min 7 sec');
    expect(formatDuration(null, '2026-01-01T10:42:07Z')).toBe('—');
  });

  it('joins first and last name', () => {
    expect(fullName({ firstName: 'Asha', lastName: 'Verma' })).toBe('Asha Verma');
    expect(fullName({ firstName: 'Asha', lastName: null })).toBe('Asha');
  });
});

describe('toJsonText', () => {
  it('formats objects, arrays, numbers and booleans as JSON', () => {
    expect(toJsonText({ a: [1, 2] })).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(toJsonText(7)).toBe('7');
    expect(toJsonText(false)).toBe('false');
  });
});
