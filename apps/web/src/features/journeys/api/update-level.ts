import {
  apiRoutes,
  pathTo,
  type Level,
  type LevelResponse,
  type UpdateLevelRequest,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient, unwrapData } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

type UpdateLevelInput = { levelId: string; body: UpdateLevelRequest };

export function updateLevel({ levelId, body }: UpdateLevelInput): Promise<Level> {
  const path = pathTo(apiRoutes.journeys.level, { levelId });
  return unwrapData(apiClient.patch<LevelResponse>(path, body));
}

export function useUpdateLevel() {
  return useInvalidatingMutation(updateLevel, journeyKeys.lists());
}
