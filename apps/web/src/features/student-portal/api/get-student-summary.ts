import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type StudentSummary, type StudentSummaryResponse } from '@markwise/contract';
import { attemptKeys } from '@/lib/api/attempt-keys';
import { apiClient, unwrapData } from '@/lib/api-client';

export function getStudentSummary({
  signal,
}: { signal?: AbortSignal } = {}): Promise<StudentSummary> {
  return unwrapData(apiClient.get<StudentSummaryResponse>(apiRoutes.attempts.summary, { signal }));
}

export const studentSummaryQueryOptions = queryOptions({
  queryKey: attemptKeys.summary(),
  queryFn: ({ signal }) => getStudentSummary({ signal }),
});

export function useStudentSummary() {
  return useQuery(studentSummaryQueryOptions);
}
