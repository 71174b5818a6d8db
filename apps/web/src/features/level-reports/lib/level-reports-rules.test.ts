import type { LevelUserProgress } from '@markwise/contract';
import { describe, expect, it } from 'vitest';
import {
  canOpenDetailedReport,
  completionLabel,
  passLabel,
  reportFiltersReducer,
  reportPercentage,
  todayIsoDate,
} from './level-reports-rules';

const report = { marks_awarded: 13.5, marks_allocated: 20, isPass: true, overall_report: '' };

function progress(overrides: Partial<LevelUserProgress> = {}): LevelUserProgress {
  return {
    completion: 'completed',
    attempts: 1,
    marks_earned: 13.5,
    session_id: 'session-1',
    status: 'evaluated',
    overall_report: report,
    ...overrides,
  };
}

describe('completionLabel', () => {
  it("shows Completed for 'completed' and In Progress otherwise", () => {
    expect(completionLabel(progress())).toBe('Completed');
    expect(completionLabel(progress({ completion: 'in_progress' }))).toBe('In Progress');
  });
});

describe('canOpenDetailedReport', () => {
  it('needs a completed attempt and a session id', () => {
    expect(canOpenDetailedReport(progress())).toBe(true);
    expect(canOpenDetailedReport(progress({ completion: 'in_progress' }))).toBe(false);
    expect(canOpenDetailedReport(progress({ session_id: '' }))).toBe(false);
  });
});

describe('result figures', () => {
  it('computes the percentage with one decimal, 0 when nothing is allocated', () => {
    expect(reportPercentage(report)).toBe(67.5);
    expect(reportPercentage({ ...report, marks_awarded: 2, marks_allocated: 3 })).toBe(66.7);
    expect(reportPercentage({ ...report, marks_allocated: 0 })).toBe(0);
  });

  it('shows PASSED when isPass, else FAILED', () => {
    expect(passLabel(report)).toBe('PASSED');
    expect(passLabel({ ...report, isPass: false })).toBe('FAILED');
  });
});

describe('todayIsoDate', () => {
  it('formats the local day as yyyy-MM-dd', () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('reportFiltersReducer', () => {
  const start = { date: '2026-11-21', page: 3 };

  it('moves to a page between 1 and totalPages', () => {
    expect(reportFiltersReducer(start, { type: 'page', page: 5, totalPages: 5 })).toEqual({
      date: '2026-11-21',
      page: 5,
    });
    expect(reportFiltersReducer(start, { type: 'page', page: 1, totalPages: 5 }).page).toBe(1);
  });

  it('ignores a page below 1 or above totalPages', () => {
    expect(reportFiltersReducer(start, { type: 'page', page: 0, totalPages: 5 })).toBe(start);
    expect(reportFiltersReducer(start, { type: 'page', page: -2, totalPages: 5 })).toBe(start);
    expect(reportFiltersReducer(start, { type: 'page', page: 6, totalPages: 5 })).toBe(start);
  });

  it('resets the page to 1 when the date changes', () => {
    expect(reportFiltersReducer(start, { type: 'date', date: '2026-11-20' })).toEqual({
      date: '2026-11-20',
      page: 1,
    });
    expect(reportFiltersReducer(start, { type: 'date', date: '2026-11-21' }).page).toBe(1);
  });

  it('ignores a date change without a date', () => {
    expect(reportFiltersReducer(start, { type: 'date', date: null })).toBe(start);
    expect(reportFiltersReducer(start, { type: 'date', date: '' })).toBe(start);
    expect(reportFiltersReducer(start, { type: 'date', date: undefined })).toBe(start);
  });
});
