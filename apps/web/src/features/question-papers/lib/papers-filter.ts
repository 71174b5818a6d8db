import type { QuestionPapersQuery } from '@markwise/contract';
import { msg } from '@/i18n/i18n';

/** The year filter covers 10 years. */
export const YEAR_FILTER_SPAN = 10;
export const ALL_YEARS = 'all';
/** 12 cards fill rows of 1, 2, 3 or 4 columns. */
export const PAPERS_PAGE_SIZE = 12;
/** 8 skeleton cards while loading. */
export const PAPER_SKELETON_COUNT = 8;

export type YearOption = { value: string; label: string };

/**
 * 'All Years' (a key: the toolbar translates it) and the last 10 years, newest first, counted
 * from the current year.
 */
export function yearOptions(now: Date = new Date()): YearOption[] {
  const current = now.getFullYear();
  const years = Array.from({ length: YEAR_FILTER_SPAN }, (_, index) => String(current - index));
  return [
    { value: ALL_YEARS, label: msg('All Years') },
    ...years.map((y) => ({ value: y, label: y })),
  ];
}

export type PapersFilter = { page: number; search: string; year: string };

export const INITIAL_PAPERS_FILTER: PapersFilter = { page: 1, search: '', year: ALL_YEARS };

/** The query of GET /question-papers; 'All Years' and a blank search are not sent. */
export function papersQuery({ page, search, year }: PapersFilter): QuestionPapersQuery {
  return {
    page,
    limit: PAPERS_PAGE_SIZE,
    search: search.trim() || undefined,
    year: year === ALL_YEARS ? undefined : Number(year),
    subjectId: undefined,
    examId: undefined,
  };
}
