import { useQuery } from '@tanstack/react-query';
import { pathTo, reviewRoutes, type ReviewListResponse } from '@markwise/contract';
import { countsOf } from '@/components/marking-progress';
import { apiClient } from '@/lib/api-client';
import { levelReportsKeys } from './level-reports-keys';

/**
 * How far teachers are with the level's marks, from the review list's per-question counts (one
 * answer is the smallest page; the counts come whole). Read afresh on each visit: the desk moves it.
 */
export function useMarkingProgress(levelId: string) {
  return useQuery({
    queryKey: levelReportsKeys.progress(levelId),
    queryFn: ({ signal }) =>
      apiClient.get<ReviewListResponse>(pathTo(reviewRoutes.levelReviews, { levelId }), {
        query: { page: 1, limit: 1 },
        signal,
      }),
    select: (list) => countsOf(list.questions),
    staleTime: 0,
  });
}
