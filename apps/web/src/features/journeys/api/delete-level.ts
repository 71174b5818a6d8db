import { apiRoutes, pathTo } from '@markwise/contract';
import { useDeletingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

/** Refused (409, with the reason) once students have attempted the level. */
export async function deleteLevel(levelId: string): Promise<void> {
  await apiClient.delete<unknown>(pathTo(apiRoutes.journeys.level, { levelId }));
}

export function useDeleteLevel() {
  return useDeletingMutation(deleteLevel, {
    itemKey: journeyKeys.rules,
    listKey: journeyKeys.lists(),
  });
}
