import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type StudentSummary, type StudentSummaryResponse } from '@markwise/contract';
import { attemptKeys } from '@/lib/api/attempt-keys';
import { apiClient } from '@/lib/api-client';

export async function getStudentSummary({
  signal,
}: { signal?: AbortSignal } = {}): Promise<StudentSummary> {
  const response = await apiClient.get<StudentSummaryResponse>(apiRoutes.attempts.summary, {
    signal,
  });
  return response.data;
}

export const studentSummaryQueryOptions = queryOptions({
  queryKey: attemptKeys.summary(),
  queryFn: ({ signal }) => getStudentSummary({ signal }),
});

export function useStudentSummary() {
  return useQuery(studentSummaryQueryOptions);
}
