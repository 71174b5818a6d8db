import { useQuery } from '@tanstack/react-query';
import {
  pathTo,
  regradeRoutes,
  type LevelRegradeQuery,
  type LevelRegradeResponse,
  type RegradeRequestResponse,
  type ResolveRegradeRequest,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';

export type RegradeStatusFilter = LevelRegradeQuery['status'];

export const regradeKeys = {
  all: ['regrade-requests'] as const,
  list: (levelId: string, status: RegradeStatusFilter) =>
    [...regradeKeys.all, levelId, status] as const,
};

/** The level's re-check requests in one status, oldest first (a desk's worth: the API's page). */
export function useRegradeRequests(levelId: string, status: RegradeStatusFilter) {
  return useQuery({
    queryKey: regradeKeys.list(levelId, status),
    queryFn: ({ signal }) =>
      apiClient.get<LevelRegradeResponse>(pathTo(regradeRoutes.levelRequests, { levelId }), {
        query: { page: 1, limit: 100, status },
        signal,
      }),
  });
}

/** A teacher's resolution; the requests are read again after. */
export function useResolveRegrade() {
  return useInvalidatingMutation(
    ({ requestId, ...body }: ResolveRegradeRequest & { requestId: string }) =>
      apiClient.post<RegradeRequestResponse>(
        pathTo(regradeRoutes.resolve, { requestId }),
        body satisfies ResolveRegradeRequest,
      ),
    regradeKeys.all,
  );
}
