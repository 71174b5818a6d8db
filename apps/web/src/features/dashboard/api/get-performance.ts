import { useQuery } from '@tanstack/react-query';
import { apiRoutes, type PerformanceResponse } from '@markwise/contract';
import { dataQueryOptions } from '@/lib/api/data-query';
import { dashboardKeys } from './dashboard-keys';

export const performanceQueryOptions = dataQueryOptions<PerformanceResponse>({
  queryKey: dashboardKeys.performance(),
  path: apiRoutes.dashboard.performance,
});

export function usePerformance() {
  return useQuery(performanceQueryOptions);
}
