import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

/** Refused (409, with the reason) once students have attempted the level. */
export async function deleteLevel(levelId: string): Promise<void> {
  await apiClient.delete<unknown>(pathTo(apiRoutes.journeys.level, { levelId }));
}

export function useDeleteLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLevel,
    onSuccess: (_data, levelId) => {
      queryClient.removeQueries({ queryKey: journeyKeys.rules(levelId) });
      return queryClient.invalidateQueries({ queryKey: journeyKeys.lists() });
    },
  });
}
