import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type DetailedReport,
  type DetailedReportResponse,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { examReportKeys } from './exam-report-keys';

/** SPEC section 9: the report dialog's data is cached for 5 minutes. */
export const DETAILED_REPORT_STALE_MS = 5 * 60_000;

export async function getDetailedReport({
  sessionId,
  signal,
}: {
  sessionId: string;
  signal?: AbortSignal;
}): Promise<DetailedReport> {
  const response = await apiClient.get<DetailedReportResponse>(
    pathTo(apiRoutes.practiceSessions.detailedReport, { sessionId }),
    { signal },
  );
  return response.data;
}

export const detailedReportQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: examReportKeys.detailed(sessionId),
    queryFn: ({ signal }) => getDetailedReport({ sessionId, signal }),
    staleTime: DETAILED_REPORT_STALE_MS,
  });

/** Loads only when enabled (the dialog is open) and a session id is present (SPEC section 4). */
export function useDetailedReport(
  sessionId: string | null | undefined,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...detailedReportQueryOptions(sessionId ?? ''),
    enabled: enabled && Boolean(sessionId),
  });
}
