import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type LevelUsersQuery,
  type LevelUsersResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { levelReportsKeys } from './level-reports-keys';

/** Level users are cached for 5 minutes. */
export const LEVEL_USERS_STALE_MS = 5 * 60_000;

type GetLevelUsersParams = {
  levelId: string;
  query: LevelUsersQuery;
  signal?: AbortSignal;
};

export function getLevelUsers({
  levelId,
  query,
  signal,
}: GetLevelUsersParams): Promise<LevelUsersResponse['data']> {
  return unwrapData(
    apiClient.get<LevelUsersResponse>(pathTo(apiRoutes.levelUsers, { levelId }), { query, signal }),
  );
}

export const levelUsersQueryOptions = (levelId: string, query: LevelUsersQuery) =>
  queryOptions({
    queryKey: levelReportsKeys.users(levelId, query),
    queryFn: ({ signal }) => getLevelUsers({ levelId, query, signal }),
    staleTime: LEVEL_USERS_STALE_MS,
  });

export function useLevelUsers(levelId: string, query: LevelUsersQuery) {
  return useQuery({
    ...levelUsersQueryOptions(levelId, query),
    // The table keeps its rows while the next page loads, so the layout does not jump.
    placeholderData: keepPreviousData,
  });
}
