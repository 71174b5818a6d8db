import { describe, expect, it } from 'vitest';
import {
  filterWords,
  initialReportFilters,
  reportDays,
  reportFilterQuery,
  reportFiltersReducer,
} from './report-filters';

const TODAY = '2026-11-21'; // a Saturday
const start = { ...initialReportFilters(TODAY), page: 3 };

describe('reportFiltersReducer', () => {
  it('moves to a page between 1 and totalPages, ignoring others', () => {
    expect(reportFiltersReducer(start, { type: 'page', page: 5, totalPages: 5 }).page).toBe(5);
    for (const page of [0, -2, 6]) {
      expect(reportFiltersReducer(start, { type: 'page', page, totalPages: 5 })).toBe(start);
    }
  });

  it('starts again from page 1 when the period, status or class changes', () => {
    expect(reportFiltersReducer(start, { type: 'period', period: 'week' })).toMatchObject({
      period: 'week',
      page: 1,
    });
    expect(reportFiltersReducer(start, { type: 'status', status: 'failed' })).toMatchObject({
      status: 'failed',
      page: 1,
    });
    expect(reportFiltersReducer(start, { type: 'class', studentClass: 'Grade 10A' })).toMatchObject(
      { studentClass: 'Grade 10A', page: 1 },
    );
  });

  it('takes a range once both ends are picked, first day first', () => {
    expect(reportFiltersReducer(start, { type: 'range', from: '2026-11-02', to: null })).toBe(
      start,
    );
    expect(
      reportFiltersReducer(start, { type: 'range', from: '2026-11-09', to: '2026-11-02' }),
    ).toMatchObject({ period: 'custom', range: ['2026-11-02', '2026-11-09'], page: 1 });
  });
});

describe('reportFilterQuery', () => {
  const query = (changes: Partial<typeof start>) =>
    reportFilterQuery({ ...start, ...changes }, TODAY);

  it('sends one day as exam_date, a range as from/to, all time as an open from', () => {
    expect(query({})).toMatchObject({ exam_date: TODAY });
    expect(query({ period: 'week' })).toMatchObject({ from: '2026-11-16', to: TODAY });
    expect(reportDays({ ...start, period: 'week' }, '2026-11-16')).toEqual([
      '2026-11-16',
      '2026-11-16',
    ]);
    expect(query({ period: 'custom', range: ['2026-11-02', '2026-11-02'] })).toMatchObject({
      exam_date: '2026-11-02',
    });
    expect(query({ period: 'all' })).toEqual({
      from: '1900-01-01',
      status: undefined,
      class: undefined,
    });
  });

  it('adds the status and class, and says them in words', () => {
    const filters = { ...start, status: 'in_review' as const, studentClass: 'Grade 10B' };
    expect(reportFilterQuery(filters, TODAY)).toMatchObject({
      status: 'in_review',
      class: 'Grade 10B',
    });
    expect(filterWords(filters)).toBe('Grade 10B, In review');
    expect(filterWords(start)).toBeNull();
  });
});
