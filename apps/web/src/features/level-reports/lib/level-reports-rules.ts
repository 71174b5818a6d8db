import {
  percentageOf,
  type LevelUserProgress,
  type SessionOverallReport,
} from '@markwise/contract';
import dayjs from 'dayjs';
import { msg } from '@/i18n/i18n';

/** Level users start on page 1, 10 to a page. */
export const LEVEL_USERS_PAGE_SIZE = 10;
/** The API's date format for `exam_date`. */
export const EXAM_DATE_FORMAT = 'YYYY-MM-DD';

export const todayIsoDate = (now: Date = new Date()) => dayjs(now).format(EXAM_DATE_FORMAT);

/** 'completed' shows Completed, anything else In Progress (English keys: render with `t()`). */
export function completionLabel(progress: LevelUserProgress): 'Completed' | 'In Progress' {
  return progress.completion === 'completed' ? msg('Completed') : msg('In Progress');
}

/** Only a completed attempt with a session id has a detailed report. */
export function canOpenDetailedReport(progress: LevelUserProgress): boolean {
  return progress.completion === 'completed' && Boolean(progress.session_id);
}

/** The percentage of an evaluated attempt, one decimal; 0 when nothing was allocated. */
export const reportPercentage = (report: SessionOverallReport): number =>
  percentageOf(report.marks_awarded, report.marks_allocated);

/** isPass true shows PASSED, else FAILED (English keys: render with `t()`). */
export const passLabel = (report: SessionOverallReport) =>
  report.isPass ? msg('PASSED') : msg('FAILED');
