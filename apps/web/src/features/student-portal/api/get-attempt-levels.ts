import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type AttemptLevelsResponse } from '@markwise/contract';
import { attemptKeys } from '@/lib/api/attempt-keys';
import { apiClient } from '@/lib/api-client';

export async function getAttemptLevels({ signal }: { signal?: AbortSignal } = {}): Promise<
  AttemptLevelsResponse['data']
> {
  const response = await apiClient.get<AttemptLevelsResponse>(apiRoutes.attempts.levels, {
    signal,
  });
  return response.data;
}

export const attemptLevelsQueryOptions = queryOptions({
  queryKey: attemptKeys.levels(),
  queryFn: ({ signal }) => getAttemptLevels({ signal }),
});

/** The exam levels the student may sit, with their XP (locked levels included). */
export function useAttemptLevels() {
  return useQuery(attemptLevelsQueryOptions);
}
