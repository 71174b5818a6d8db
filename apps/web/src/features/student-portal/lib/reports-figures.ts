import {
  BEING_CHECKED_TEXT,
  averagePercentage,
  percentageOf,
  type PracticeSessionStatus,
  type SessionOverallReport,
  type StudentExamSession,
} from '@markwise/contract';
import { i18n, msg } from '@/i18n/i18n';

/** The reports list shows 5 a page unless the student picks another size. */
export const REPORTS_PAGE_SIZES = [5, 10, 20] as const;
export const DEFAULT_REPORTS_PAGE_SIZE = 5;

export type ReportStatus =
  'pass' | 'fail' | 'in_progress' | 'being_evaluated' | 'in_review' | 'evaluation_failed';

/** The contract's text, as a key (the check keeps the two the same). */
const BEING_CHECKED = msg('Being checked by your teacher') satisfies typeof BEING_CHECKED_TEXT;

/** Keys, translated where they render. */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  pass: msg('Pass'),
  fail: msg('Fail'),
  in_progress: msg('In Progress'),
  being_evaluated: msg('Being evaluated'),
  in_review: BEING_CHECKED,
  evaluation_failed: BEING_CHECKED,
};

type EvaluatedSession = StudentExamSession & { overall_report: SessionOverallReport };

/** Evaluated, with its result: only these have a score, count towards the figures and open. */
export function isEvaluated(session: StudentExamSession): session is EvaluatedSession {
  return session.status === 'evaluated' && session.overall_report !== null;
}

/** The score out of 100 with one decimal (3 of 4 marks → 75; 2 of 3 → 66.7). */
export const scoreOutOf100 = (report: SessionOverallReport) =>
  percentageOf(report.marks_awarded, report.marks_allocated);

/** The Score column: '75/100' for an evaluated session, '—' before. */
export function scoreText(session: StudentExamSession): string {
  return isEvaluated(session) ? `${scoreOutOf100(session.overall_report)}/100` : '—';
}

export function reportStatus(session: StudentExamSession): ReportStatus {
  if (isEvaluated(session)) return session.overall_report.isPass ? 'pass' : 'fail';
  return sessionStatus(session.status, null);
}

/** A session's state as its student reads it; `isPass` counts only once it is evaluated. */
export function sessionStatus(status: PracticeSessionStatus, isPass: boolean | null): ReportStatus {
  if (status === 'evaluated' && isPass !== null) return isPass ? 'pass' : 'fail';
  switch (status) {
    case 'in_progress':
      return 'in_progress';
    case 'in_review':
      return 'in_review';
    case 'failed':
      return 'evaluation_failed';
    default:
      // Submitted, queued, being marked, or evaluated but its result not yet readable.
      return 'being_evaluated';
  }
}

export type ReportsFigures = {
  total: number;
  evaluated: number;
  passed: number;
  /** Mean score out of 100 of the evaluated sessions, one decimal; null when none is evaluated. */
  averageScore: number | null;
};

/** The figures above the list; sessions not yet evaluated count only towards the total. */
export function reportsFigures(sessions: readonly StudentExamSession[]): ReportsFigures {
  const evaluated = sessions.filter(isEvaluated);
  const passed = evaluated.filter((session) => session.overall_report.isPass).length;
  return {
    total: sessions.length,
    evaluated: evaluated.length,
    passed,
    averageScore: averagePercentage(
      evaluated.map(({ overall_report: report }) => ({
        awarded: report.marks_awarded,
        allocated: report.marks_allocated,
      })),
    ),
  };
}

export const totalPages = (count: number, pageSize: number) =>
  Math.max(1, Math.ceil(count / pageSize));

/** The page to show: a page past the end (the list shrank on a refresh) shows the last one. */
export const clampPage = (page: number, count: number, pageSize: number) =>
  Math.min(Math.max(1, page), totalPages(count, pageSize));

/** The rows of one page, pages counted from 1. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, items.length, pageSize);
  return items.slice((current - 1) * pageSize, current * pageSize);
}

/** 'Showing 6 to 10 of 12 reports'. */
export function showingText(page: number, pageSize: number, count: number): string {
  const current = clampPage(page, count, pageSize);
  const from = (current - 1) * pageSize + 1;
  const to = Math.min(count, current * pageSize);
  return count === 1
    ? i18n.t('Showing {{from}} to {{to}} of {{count}} report', { from, to, count })
    : i18n.t('Showing {{from}} to {{to}} of {{count}} reports', { from, to, count });
}
