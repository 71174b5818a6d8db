import type { LevelUserProgress } from '@markwise/contract';
import { describe, expect, it } from 'vitest';
import {
  canOpenDetailedReport,
  completionLabel,
  passLabel,
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
