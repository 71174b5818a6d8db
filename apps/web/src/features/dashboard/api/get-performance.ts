import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type PerformanceData, type PerformanceResponse } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export async function getPerformance({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PerformanceData> {
  const response = await apiClient.get<PerformanceResponse>(apiRoutes.dashboard.performance, {
    signal,
  });
  return response.data;
}

export const performanceQueryOptions = queryOptions({
  queryKey: dashboardKeys.performance(),
  queryFn: ({ signal }) => getPerformance({ signal }),
});

export function usePerformance() {
  return useQuery(performanceQueryOptions);
}
