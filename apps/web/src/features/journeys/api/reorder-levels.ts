import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, type Journey, type JourneyResponse } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

type ReorderLevelsInput = { journeyId: string; levelIds: string[] };

/** Every level id of the journey, in the new order; answers with the renumbered journey. */
export async function reorderLevels({ journeyId, levelIds }: ReorderLevelsInput): Promise<Journey> {
  const response = await apiClient.put<JourneyResponse>(
    pathTo(apiRoutes.journeys.levelOrder, { journeyId }),
    { levelIds },
  );
  return response.data;
}

/**
 * The journey as the API renumbered it replaces the cached one. The builder shows the new order
 * itself while the request is in flight, so a dragged row does not jump back meanwhile.
 */
export function useReorderLevels(subjectId: string) {
  const queryClient = useQueryClient();
  const queryKey = journeyKeys.bySubject(subjectId);
  const mutationKey = [...journeyKeys.all, 'reorder', subjectId];
  return useMutation({
    mutationKey,
    mutationFn: reorderLevels,
    // A read of the journeys still in flight would land after this answer with the old order.
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    // A later move still in flight has shown its own order already; its answer will settle it.
    onSuccess: (journey) => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      queryClient.setQueryData<Journey[]>(queryKey, (journeys) =>
        journeys?.map((current) => (current._id === journey._id ? journey : current)),
      );
    },
  });
}
