import { useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, type LevelStatisticsResponse } from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { levelReportsKeys } from './level-reports-keys';

/** GET /levels/:levelId/statistics: how each question of the level's paper went. */
export function getLevelStatistics(
  levelId: string,
  signal?: AbortSignal,
): Promise<LevelStatisticsResponse['data']> {
  return unwrapData(
    apiClient.get<LevelStatisticsResponse>(
      pathTo(apiRoutes.levelStatistics.questions, { levelId }),
      { signal },
    ),
  );
}

/** Read afresh on each visit: teachers' decisions on the desk move the figures. */
export function useLevelStatistics(levelId: string) {
  return useQuery({
    queryKey: levelReportsKeys.statistics(levelId),
    queryFn: ({ signal }) => getLevelStatistics(levelId, signal),
    staleTime: 0,
  });
}
