import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type DetailedReport,
  type DetailedReportResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** The report dialog's data is cached for 5 minutes. */
export const DETAILED_REPORT_STALE_MS = 5 * 60_000;

/** One attempt's detailed report; the API names the attempt by its practice session id. */
export function getDetailedReport({
  attemptId,
  signal,
}: {
  attemptId: string;
  signal?: AbortSignal;
}): Promise<DetailedReport> {
  return unwrapData(
    apiClient.get<DetailedReportResponse>(
      pathTo(apiRoutes.practiceSessions.detailedReport, { sessionId: attemptId }),
      { signal },
    ),
  );
}

export const detailedReportQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: reportKeys.detailed(attemptId),
    queryFn: ({ signal }) => getDetailedReport({ attemptId, signal }),
    staleTime: DETAILED_REPORT_STALE_MS,
  });

/**
 * Loads only when enabled (a dialog that is open) and an attempt is named. Shared by the features
 * that show a report: the admin's level reports (dialog) and the student's report page. `fresh`
 * reads it again on every visit: a teacher may have released or changed marks since.
 */
export function useDetailedReport(
  attemptId: string | null | undefined,
  { enabled = true, fresh = false }: { enabled?: boolean; fresh?: boolean } = {},
) {
  return useQuery({
    ...detailedReportQueryOptions(attemptId ?? ''),
    enabled: enabled && Boolean(attemptId),
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
