import { useQuery } from '@tanstack/react-query';
import { apiRoutes, type DashboardStatsResponse } from '@markwise/contract';
import { dataQueryOptions } from '@/lib/api/data-query';
import { dashboardKeys } from './dashboard-keys';

export const dashboardStatsQueryOptions = dataQueryOptions<DashboardStatsResponse>({
  queryKey: dashboardKeys.stats(),
  path: apiRoutes.dashboard.stats,
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions);
}
