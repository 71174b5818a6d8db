import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type CreateLevelRequest,
  type Level,
  type LevelResponse,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

type CreateLevelInput = { journeyId: string; body: CreateLevelRequest };

/** Appends a level at the end of the journey. */
export async function createLevel({ journeyId, body }: CreateLevelInput): Promise<Level> {
  const response = await apiClient.post<LevelResponse>(
    pathTo(apiRoutes.journeys.levels, { journeyId }),
    body,
  );
  return response.data;
}

export function useCreateLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLevel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.lists() }),
  });
}
