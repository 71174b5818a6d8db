import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type DashboardStats, type DashboardStatsResponse } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export async function getDashboardStats({
  signal,
}: { signal?: AbortSignal } = {}): Promise<DashboardStats> {
  const response = await apiClient.get<DashboardStatsResponse>(apiRoutes.dashboard.stats, {
    signal,
  });
  return response.data;
}

export const dashboardStatsQueryOptions = queryOptions({
  queryKey: dashboardKeys.stats(),
  queryFn: ({ signal }) => getDashboardStats({ signal }),
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions);
}
