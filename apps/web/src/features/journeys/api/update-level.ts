import { apiRoutes, type LevelResponse, type UpdateLevelRequest } from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { dataWrite } from '@/lib/api/data-write';
import { journeyKeys } from './journey-keys';

export const updateLevel = dataWrite<LevelResponse, { levelId: string }, UpdateLevelRequest>(
  'patch',
  apiRoutes.journeys.level,
);

export function useUpdateLevel() {
  return useInvalidatingMutation(updateLevel, journeyKeys.lists());
}
