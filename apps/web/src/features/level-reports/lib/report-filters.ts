import { ISO_DATE_MIN, type LevelUsersQuery, type PracticeSessionStatus } from '@markwise/contract';
import dayjs from 'dayjs';
import { i18n, msg } from '@/i18n/i18n';
import { EXAM_DATE_FORMAT } from './level-reports-rules';

export type ReportPeriod = 'today' | 'week' | 'custom' | 'all';

export const REPORT_PERIODS: { value: ReportPeriod; label: string }[] = [
  { value: 'today', label: msg('Today') },
  { value: 'week', label: msg('This week') },
  { value: 'custom', label: msg('Custom') },
  { value: 'all', label: msg('All time') },
];

/**
 * The contract's LEVEL_USER_STATUS_LABELS as translation keys (the same English words): render
 * with `t(STATUS_LABELS[status])`.
 */
export const STATUS_LABELS = {
  in_progress: msg('In progress'),
  submitted: msg('Submitted'),
  evaluating: msg('Evaluating'),
  in_review: msg('In review'),
  evaluated: msg('Evaluated'),
  failed: msg('Failed'),
} satisfies Record<PracticeSessionStatus, string>;

export type ReportFilters = {
  period: ReportPeriod;
  /** The custom range's first and last day, yyyy-MM-dd; today until one is picked. */
  range: [string, string];
  status: PracticeSessionStatus | null;
  studentClass: string | null;
  page: number;
};

export type ReportFiltersAction =
  | { type: 'page'; page: number; totalPages: number }
  | { type: 'period'; period: ReportPeriod }
  | { type: 'range'; from: string | null | undefined; to: string | null | undefined }
  | { type: 'status'; status: PracticeSessionStatus | null }
  | { type: 'class'; studentClass: string | null };

export const initialReportFilters = (today: string): ReportFilters => ({
  period: 'today',
  range: [today, today],
  status: null,
  studentClass: null,
  page: 1,
});

/**
 * A page below 1 or above totalPages is ignored; a range is taken once both ends are picked (the
 * first end first) and never ends before it starts; any other change starts again from page 1.
 */
export function reportFiltersReducer(
  state: ReportFilters,
  action: ReportFiltersAction,
): ReportFilters {
  switch (action.type) {
    case 'page':
      if (action.page < 1 || action.page > action.totalPages || action.page === state.page) {
        return state;
      }
      return { ...state, page: action.page };
    case 'period':
      return { ...state, period: action.period, page: 1 };
    case 'range': {
      if (!action.from || !action.to) return state;
      const [from, to] = [action.from, action.to].sort() as [string, string];
      return { ...state, period: 'custom', range: [from, to], page: 1 };
    }
    case 'status':
      return { ...state, status: action.status, page: 1 };
    case 'class':
      return { ...state, studentClass: action.studentClass, page: 1 };
  }
}

/** The first and last day the filters cover; null for all time. */
export function reportDays(filters: ReportFilters, today: string): [string, string] | null {
  switch (filters.period) {
    case 'today':
      return [today, today];
    case 'week': {
      // Weeks start on Monday: dayjs's day() is 0 for Sunday.
      const day = dayjs(today);
      return [day.subtract((day.day() + 6) % 7, 'day').format(EXAM_DATE_FORMAT), today];
    }
    case 'custom':
      return filters.range;
    case 'all':
      return null;
  }
}

export type ReportFilterQuery = Pick<
  LevelUsersQuery,
  'exam_date' | 'from' | 'to' | 'status' | 'class'
>;

/** The filters as the API takes them: one day as `exam_date`, a range as `from`/`to`. */
export function reportFilterQuery(filters: ReportFilters, today: string): ReportFilterQuery {
  const days = reportDays(filters, today);
  const range: Pick<ReportFilterQuery, 'exam_date' | 'from' | 'to'> = !days
    ? { from: ISO_DATE_MIN }
    : days[0] === days[1]
      ? { exam_date: days[0] }
      : { from: days[0], to: days[1] };
  return {
    ...range,
    status: filters.status ?? undefined,
    class: filters.studentClass ?? undefined,
  };
}

/** What the filters select, in words: "Grade 10A, In review". */
export function filterWords(filters: ReportFilters): string | null {
  const words = [
    filters.studentClass,
    filters.status ? i18n.t(STATUS_LABELS[filters.status]) : null,
  ].filter(Boolean);
  return words.length > 0 ? words.join(', ') : null;
}
