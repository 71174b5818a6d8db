import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type DashboardStats, type DashboardStatsResponse } from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export function getDashboardStats({
  signal,
}: { signal?: AbortSignal } = {}): Promise<DashboardStats> {
  return unwrapData(apiClient.get<DashboardStatsResponse>(apiRoutes.dashboard.stats, { signal }));
}

export const dashboardStatsQueryOptions = queryOptions({
  queryKey: dashboardKeys.stats(),
  queryFn: ({ signal }) => getDashboardStats({ signal }),
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions);
}
