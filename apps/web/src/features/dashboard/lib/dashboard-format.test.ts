import { PERFORMANCE_RANGES } from '@markwise/contract';
import { describe, expect, it } from 'vitest';
import {
  formatPercentage,
  formatWeek,
  hasDistributionData,
  hasWeeklyData,
  toCoursePoints,
  toDistributionPoints,
  toWeeklyPoints,
  truncateLabel,
} from './dashboard-format';

describe('dashboard formats', () => {
  it('shows Average Performance with a % sign and at most one decimal', () => {
    expect(formatPercentage(59.3)).toBe('59.3%');
    expect(formatPercentage(60)).toBe('60%');
    expect(formatPercentage(0)).toBe('0%');
    expect(formatPercentage(66.66)).toBe('66.7%');
    expect(formatPercentage(Number.NaN)).toBe('0%');
  });

  it('labels a week by its Monday, whatever the time zone', () => {
    expect(formatWeek('2026-11-16')).toBe('Nov 16');
    expect(formatWeek('2026-01-05')).toBe('Jan 5');
  });

  it('cuts long course titles for the axis', () => {
    expect(truncateLabel('Short title')).toBe('Short title');
    expect(truncateLabel('Class 10 Science: Board Exam Preparation', 16)).toBe('Class 10 Scienc…');
  });
});

describe('chart data', () => {
  it('keeps weeks without evaluations as gaps (null)', () => {
    const points = toWeeklyPoints([
      { weekStart: '2026-11-09', averagePercentage: null, sessions: 0 },
      { weekStart: '2026-11-16', averagePercentage: 64.8, sessions: 40 },
    ]);
    expect(points).toEqual([
      { week: 'Nov 9', average: null, sessions: 0 },
      { week: 'Nov 16', average: 64.8, sessions: 40 },
    ]);
    expect(hasWeeklyData(points)).toBe(true);
    expect(hasWeeklyData(points.slice(0, 1))).toBe(false);
  });

  it('leaves out courses without an average', () => {
    expect(
      toCoursePoints([
        { courseId: 'a', title: 'Science', averagePercentage: 59.9, sessions: 83 },
        { courseId: 'b', title: 'Art', averagePercentage: null, sessions: 0 },
      ]),
    ).toEqual([{ course: 'Science', average: 59.9, sessions: 83 }]);
  });

  it('reads an all-zero distribution as empty', () => {
    const empty = toDistributionPoints(PERFORMANCE_RANGES.map((range) => ({ range, count: 0 })));
    expect(empty[0]).toEqual({ range: '0-9%', attempts: 0 });
    expect(hasDistributionData(empty)).toBe(false);
    expect(hasDistributionData(toDistributionPoints([{ range: '90-100', count: 2 }]))).toBe(true);
  });
});
