import { useQuery } from '@tanstack/react-query';
import { apiRoutes, type AttemptLevelsResponse } from '@markwise/contract';
import { attemptKeys } from '@/lib/api/attempt-keys';
import { dataQueryOptions } from '@/lib/api/data-query';

/**
 * The level's title, from the student's levels (already read by the Exams tab that links here,
 * under the shared attempt keys); undefined until known.
 */
export function useLevelTitle(levelId: string): string | undefined {
  const levels = useQuery(
    dataQueryOptions<AttemptLevelsResponse>({
      queryKey: attemptKeys.levels(),
      path: apiRoutes.attempts.levels,
    }),
  );
  return levels.data?.levels.find((level) => level.levelId === levelId)?.title;
}
