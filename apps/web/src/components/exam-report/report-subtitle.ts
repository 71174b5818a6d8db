import type { DetailedReport } from '@markwise/contract';
import { i18n, msg } from '@/i18n/i18n';

export const REPORT_LOADING_TEXT = msg('Loading report data...');
export const REPORT_SUBTITLE_ERROR = msg('Error loading report data. Please try again.');
export const REPORT_SUBTITLE_FALLBACK = msg('Report details');

type SubtitleState = {
  isLoading: boolean;
  isError: boolean;
  report: DetailedReport | undefined;
};

/** The dialog's subtitle: loading, error, the paper's title and code, or a fallback. */
export function reportSubtitle({ isLoading, isError, report }: SubtitleState): string {
  if (isLoading) return i18n.t(REPORT_LOADING_TEXT);
  if (isError) return i18n.t(REPORT_SUBTITLE_ERROR);
  const title = report?.metadata.paperTitle;
  if (!title) return i18n.t(REPORT_SUBTITLE_FALLBACK);
  const code = report.metadata.paperCode;
  return code ? `${title} (${code})` : title;
}
