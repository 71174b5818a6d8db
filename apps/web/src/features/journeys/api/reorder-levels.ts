import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, type Journey, type JourneyResponse } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { inOrder } from '../lib/level-order';
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
 * The new order shows at once (a dragged row must not jump back while the request is in flight);
 * a refusal puts the previous order back.
 */
export function useReorderLevels(subjectId: string) {
  const queryClient = useQueryClient();
  const queryKey = journeyKeys.bySubject(subjectId);
  const mutationKey = [...journeyKeys.all, 'reorder', subjectId];
  const replaceJourney = (journey: Journey) =>
    queryClient.setQueryData<Journey[]>(queryKey, (journeys) =>
      journeys?.map((current) => (current._id === journey._id ? journey : current)),
    );

  return useMutation({
    mutationKey,
    mutationFn: reorderLevels,
    onMutate: async ({ journeyId, levelIds }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Journey[]>(queryKey);
      const journey = previous?.find((candidate) => candidate._id === journeyId);
      if (journey) replaceJourney({ ...journey, levels: inOrder(journey.levels, levelIds) });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    // A later move still in flight has shown its own order already; its answer will settle it.
    onSuccess: (journey) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) replaceJourney(journey);
    },
  });
}
