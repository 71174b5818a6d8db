import {
  percentageOf,
  type LevelUserProgress,
  type SessionOverallReport,
} from '@markwise/contract';
import dayjs from 'dayjs';

/** Level users start on page 1, 10 to a page. */
export const LEVEL_USERS_PAGE_SIZE = 10;
/** The API's date format for `exam_date`. */
export const EXAM_DATE_FORMAT = 'YYYY-MM-DD';

export const todayIsoDate = (now: Date = new Date()) => dayjs(now).format(EXAM_DATE_FORMAT);

/** 'completed' shows Completed, anything else In Progress. */
export function completionLabel(progress: LevelUserProgress): 'Completed' | 'In Progress' {
  return progress.completion === 'completed' ? 'Completed' : 'In Progress';
}

/** Only a completed attempt with a session id has a detailed report. */
export function canOpenDetailedReport(progress: LevelUserProgress): boolean {
  return progress.completion === 'completed' && Boolean(progress.session_id);
}

/** The percentage of an evaluated attempt, one decimal; 0 when nothing was allocated. */
export const reportPercentage = (report: SessionOverallReport): number =>
  percentageOf(report.marks_awarded, report.marks_allocated);

/** isPass true shows PASSED, else FAILED. */
export const passLabel = (report: SessionOverallReport) => (report.isPass ? 'PASSED' : 'FAILED');

export type ReportFilters = { date: string; page: number };

export type ReportFiltersAction =
  | { type: 'page'; page: number; totalPages: number }
  | { type: 'date'; date: string | null | undefined };

/**
 * A page below 1 or above totalPages is ignored; a date change without a date is ignored; a new
 * date starts again from page 1.
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
    case 'date':
      if (!action.date) return state;
      if (action.date === state.date && state.page === 1) return state;
      return { date: action.date, page: 1 };
  }
}
