import type { DetailedReport } from '@markwise/contract';

export const REPORT_LOADING_TEXT = 'Loading report data...';
export const REPORT_SUBTITLE_ERROR = 'Error loading report data. Please try again.';
export const REPORT_SUBTITLE_FALLBACK = 'Report details';

type SubtitleState = {
  isLoading: boolean;
  isError: boolean;
  report: DetailedReport | undefined;
};

/** The dialog's subtitle: loading, error, the paper's title and code, or a fallback. */
export function reportSubtitle({ isLoading, isError, report }: SubtitleState): string {
  if (isLoading) return REPORT_LOADING_TEXT;
  if (isError) return REPORT_SUBTITLE_ERROR;
  const title = report?.metadata.paperTitle;
  if (!title) return REPORT_SUBTITLE_FALLBACK;
  const code = report.metadata.paperCode;
  return code ? `${title} (${code})` : title;
}
