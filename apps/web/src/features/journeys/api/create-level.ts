import { apiRoutes, type CreateLevelRequest, type LevelResponse } from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { dataWrite } from '@/lib/api/data-write';
import { journeyKeys } from './journey-keys';

/** Appends a level at the end of the journey. */
export const createLevel = dataWrite<LevelResponse, { journeyId: string }, CreateLevelRequest>(
  'post',
  apiRoutes.journeys.levels,
);

export function useCreateLevel() {
  return useInvalidatingMutation(createLevel, journeyKeys.lists());
}
