import { useQuery } from '@tanstack/react-query';
import { apiRoutes, type StudentSummaryResponse } from '@markwise/contract';
import { attemptKeys } from '@/lib/api/attempt-keys';
import { dataQueryOptions } from '@/lib/api/data-query';

export const studentSummaryQueryOptions = dataQueryOptions<StudentSummaryResponse>({
  queryKey: attemptKeys.summary(),
  path: apiRoutes.attempts.summary,
});

export function useStudentSummary() {
  return useQuery(studentSummaryQueryOptions);
}
