import { describe, expect, it } from 'vitest';
import {
  clampPage,
  pageOf,
  reportStatus,
  REPORT_STATUS_LABELS,
  reportsFigures,
  scoreOutOf100,
  scoreText,
  showingText,
  totalPages,
} from './reports-figures';
import { buildExamSession, evaluatedSession } from './test-sessions';

const session = buildExamSession;
const evaluated = (awarded: number, allocated: number, isPass: boolean) =>
  evaluatedSession(awarded, allocated, isPass);

describe('score out of 100', () => {
  it('is the percentage of the marks, one decimal', () => {
    expect(
      scoreOutOf100({ marks_awarded: 3, marks_allocated: 4, isPass: true, overall_report: '' }),
    ).toBe(75);
    expect(
      scoreOutOf100({ marks_awarded: 2, marks_allocated: 3, isPass: true, overall_report: '' }),
    ).toBe(66.7);
    expect(
      scoreOutOf100({ marks_awarded: 0, marks_allocated: 0, isPass: false, overall_report: '' }),
    ).toBe(0);
  });

  it("reads '75/100' when evaluated and '—' before", () => {
    expect(scoreText(evaluated(15, 20, true))).toBe('75/100');
    expect(scoreText(session({ status: 'in_progress', overall_report: null }))).toBe('—');
    expect(scoreText(session({ status: 'evaluating', overall_report: null }))).toBe('—');
  });
});

describe('status', () => {
  it.each([
    [evaluated(3, 4, true), 'Pass'],
    [evaluated(1, 4, false), 'Fail'],
    [session({ status: 'in_progress', overall_report: null }), 'In Progress'],
    [session({ status: 'submitted', overall_report: null }), 'Being evaluated'],
    [session({ status: 'evaluating', overall_report: null }), 'Being evaluated'],
    [session({ status: 'failed', overall_report: null }), 'Being checked by your teacher'],
    // Evaluated, but its result is missing: not shown as a pass or a fail.
    [session({ status: 'evaluated', overall_report: null }), 'Being evaluated'],
  ])('%#: %s', (input, label) => {
    expect(REPORT_STATUS_LABELS[reportStatus(input)]).toBe(label);
  });
});

describe('reportsFigures', () => {
  it('counts passes and averages the scores of evaluated sessions only', () => {
    const figures = reportsFigures([
      evaluated(3, 4, true), // 75
      evaluated(8, 10, true), // 80
      evaluated(4, 10, false), // 40
      session({ status: 'in_progress', overall_report: null }),
      session({ status: 'failed', overall_report: null }),
    ]);
    expect(figures).toEqual({ total: 5, evaluated: 3, passed: 2, averageScore: 65 });
  });

  it('rounds the mean of the exact scores once, to one decimal', () => {
    // 66.666… and 100: mean 83.333… → 83.3.
    expect(reportsFigures([evaluated(2, 3, true), evaluated(5, 5, true)]).averageScore).toBe(83.3);
    // 75, 80 and 82.5: mean 79.1666… → 79.2.
    expect(
      reportsFigures([evaluated(3, 4, true), evaluated(4, 5, true), evaluated(33, 40, true)])
        .averageScore,
    ).toBe(79.2);
  });

  it('has no average and no passes for an empty list or one with nothing evaluated', () => {
    expect(reportsFigures([])).toEqual({ total: 0, evaluated: 0, passed: 0, averageScore: null });
    expect(reportsFigures([session({ status: 'evaluating', overall_report: null })])).toEqual({
      total: 1,
      evaluated: 0,
      passed: 0,
      averageScore: null,
    });
  });
});

describe('client-side pages', () => {
  const items = Array.from({ length: 12 }, (_, index) => index + 1);

  it('slices pages of the chosen size', () => {
    expect(totalPages(12, 5)).toBe(3);
    expect(totalPages(0, 5)).toBe(1);
    expect(pageOf(items, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageOf(items, 3, 5)).toEqual([11, 12]);
    expect(pageOf(items, 1, 20)).toEqual(items);
  });

  it('shows the last page when the page is past the end (the list shrank)', () => {
    expect(clampPage(4, 12, 5)).toBe(3);
    expect(pageOf(items, 9, 5)).toEqual([11, 12]);
    expect(clampPage(0, 12, 5)).toBe(1);
  });

  it('says which rows are shown', () => {
    expect(showingText(2, 5, 12)).toBe('Showing 6 to 10 of 12 reports');
    expect(showingText(3, 5, 12)).toBe('Showing 11 to 12 of 12 reports');
    expect(showingText(1, 5, 1)).toBe('Showing 1 to 1 of 1 report');
  });
});
