import { describe, expect, it } from 'vitest';
import {
  ALL_CLASSES,
  classFilterOptions,
  performanceLabel,
  showingText,
  studentsQuery,
} from './students-query';

const pagination = (currentPage: number, totalItems: number) => ({
  currentPage,
  totalItems,
  limit: 10,
  totalPages: Math.max(1, Math.ceil(totalItems / 10)),
});

describe('showingText', () => {
  it('counts the first, a middle and the last (partial) page', () => {
    expect(showingText(pagination(1, 48), 10)).toBe('Showing 1 to 10 of 48 results');
    expect(showingText(pagination(3, 48), 10)).toBe('Showing 21 to 30 of 48 results');
    expect(showingText(pagination(5, 48), 8)).toBe('Showing 41 to 48 of 48 results');
  });

  it('shows zeros for an empty list', () => {
    expect(showingText(pagination(1, 0), 0)).toBe('Showing 0 to 0 of 0 results');
  });
});

describe('studentsQuery', () => {
  it('does not send the class for All Classes, nor a blank search', () => {
    expect(studentsQuery({ page: 1, search: '  ', classFilter: ALL_CLASSES })).toEqual({
      page: 1,
      limit: 10,
    });
  });

  it('sends a trimmed search and a chosen class', () => {
    expect(studentsQuery({ page: 2, search: ' asha ', classFilter: 'Grade 10B' })).toEqual({
      page: 2,
      limit: 10,
      search: 'asha',
      class: 'Grade 10B',
    });
  });

  it("offers All Classes and the institution's classes", () => {
    expect(classFilterOptions(['Grade 10A', 'Year 7'])).toEqual([
      'All Classes',
      'Grade 10A',
      'Year 7',
    ]);
  });
});

describe('performance', () => {
  it('labels the average, with a dash when there is none', () => {
    expect(performanceLabel(null)).toBe('—');
    expect(performanceLabel(92)).toBe('92%');
    expect(performanceLabel(78.46)).toBe('78.5%');
  });
});
