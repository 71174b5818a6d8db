import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type Level,
  type LevelResponse,
  type UpdateLevelRequest,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

type UpdateLevelInput = { levelId: string; body: UpdateLevelRequest };

export async function updateLevel({ levelId, body }: UpdateLevelInput): Promise<Level> {
  const response = await apiClient.patch<LevelResponse>(
    pathTo(apiRoutes.journeys.level, { levelId }),
    body,
  );
  return response.data;
}

export function useUpdateLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLevel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.lists() }),
  });
}
