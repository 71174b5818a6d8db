import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type PerformanceData, type PerformanceResponse } from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export function getPerformance({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PerformanceData> {
  return unwrapData(
    apiClient.get<PerformanceResponse>(apiRoutes.dashboard.performance, { signal }),
  );
}

export const performanceQueryOptions = queryOptions({
  queryKey: dashboardKeys.performance(),
  queryFn: ({ signal }) => getPerformance({ signal }),
});

export function usePerformance() {
  return useQuery(performanceQueryOptions);
}
