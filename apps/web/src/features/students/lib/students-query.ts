import type { Pagination, StudentsQuery } from '@markwise/contract';
import { i18n, msg } from '@/i18n/i18n';
import { formatNumber, formatPercent } from '@/lib/format';

/** The students list shows 10 per page. */
export const STUDENTS_PAGE_SIZE = 10;

export const ALL_CLASSES = msg('All Classes');

/** The class filter: 'All Classes' and the institution's classes (from GET /classes). */
export const classFilterOptions = (classNames: readonly string[]): string[] => [
  ALL_CLASSES,
  ...classNames,
];

export type StudentsFilter = {
  page: number;
  search: string;
  classFilter: string;
};

export const INITIAL_STUDENTS_FILTER: StudentsFilter = {
  page: 1,
  search: '',
  classFilter: ALL_CLASSES,
};

/** The query string sent to GET /students; 'All Classes' and a blank search are not sent. */
export function studentsQuery({ page, search, classFilter }: StudentsFilter): StudentsQuery {
  const trimmed = search.trim();
  return {
    page,
    limit: STUDENTS_PAGE_SIZE,
    search: trimmed || undefined,
    class: classFilter && classFilter !== ALL_CLASSES ? classFilter : undefined,
  };
}

/** The footer text 'Showing X to Y of Z results' for a page of `shown` rows. */
export function showingText(pagination: Pagination, shown: number): string {
  const { currentPage, limit, totalItems } = pagination;
  const total = formatNumber(totalItems);
  if (totalItems === 0 || shown === 0) {
    return i18n.t('Showing {{from}} to {{to}} of {{total}} results', { from: 0, to: 0, total });
  }
  const from = (currentPage - 1) * limit + 1;
  const to = Math.min(from + shown - 1, totalItems);
  return i18n.t('Showing {{from}} to {{to}} of {{total}} results', {
    from: formatNumber(from),
    to: formatNumber(to),
    total,
  });
}

/** '92.5%' for a student's average, '—' when they have no evaluated exam yet. */
export function performanceLabel(value: number | null): string {
  return formatPercent(value);
}
