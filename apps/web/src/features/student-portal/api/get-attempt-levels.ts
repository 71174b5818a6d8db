import { useQuery } from '@tanstack/react-query';
import { apiRoutes, type AttemptLevelsResponse } from '@markwise/contract';
import { attemptKeys } from '@/lib/api/attempt-keys';
import { dataQueryOptions } from '@/lib/api/data-query';

export const attemptLevelsQueryOptions = dataQueryOptions<AttemptLevelsResponse>({
  queryKey: attemptKeys.levels(),
  path: apiRoutes.attempts.levels,
});

/** The exam levels the student may sit, with their XP (locked levels included). */
export function useAttemptLevels() {
  return useQuery(attemptLevelsQueryOptions);
}
