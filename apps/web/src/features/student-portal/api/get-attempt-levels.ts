import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type AttemptLevelsResponse } from '@markwise/contract';
import { attemptKeys } from '@/lib/api/attempt-keys';
import { apiClient, unwrapData } from '@/lib/api-client';

export function getAttemptLevels({ signal }: { signal?: AbortSignal } = {}): Promise<
  AttemptLevelsResponse['data']
> {
  return unwrapData(apiClient.get<AttemptLevelsResponse>(apiRoutes.attempts.levels, { signal }));
}

export const attemptLevelsQueryOptions = queryOptions({
  queryKey: attemptKeys.levels(),
  queryFn: ({ signal }) => getAttemptLevels({ signal }),
});

/** The exam levels the student may sit, with their XP (locked levels included). */
export function useAttemptLevels() {
  return useQuery(attemptLevelsQueryOptions);
}
