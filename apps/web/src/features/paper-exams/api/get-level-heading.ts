import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type LevelReportHeader,
  type LevelUsersResponse,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { paperExamKeys } from './paper-exam-keys';

/** The level's title and paper, as its reports head them (one row of its users is the least asked). */
export async function getLevelHeading(
  levelId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LevelReportHeader> {
  const response = await apiClient.get<LevelUsersResponse>(
    pathTo(apiRoutes.levelUsers, { levelId }),
    { query: { page: 1, limit: 1 }, signal },
  );
  return response.data.level;
}

export const levelHeadingQueryOptions = (levelId: string) =>
  queryOptions({
    queryKey: paperExamKeys.heading(levelId),
    queryFn: ({ signal }) => getLevelHeading(levelId, { signal }),
    staleTime: 5 * 60_000,
  });

export function useLevelHeading(levelId: string) {
  return useQuery(levelHeadingQueryOptions(levelId));
}
