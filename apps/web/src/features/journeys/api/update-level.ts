import {
  apiRoutes,
  pathTo,
  type Level,
  type LevelResponse,
  type UpdateLevelRequest,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

type UpdateLevelInput = { levelId: string; body: UpdateLevelRequest };

export const updateLevel = ({ levelId, body }: UpdateLevelInput): Promise<Level> =>
  apiClient
    .patch<LevelResponse>(pathTo(apiRoutes.journeys.level, { levelId }), body)
    .then((response) => response.data);

export const useUpdateLevel = () => useInvalidatingMutation(updateLevel, journeyKeys.lists());
