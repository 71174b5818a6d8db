import {
  apiRoutes,
  pathTo,
  type CreateLevelRequest,
  type Level,
  type LevelResponse,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient, unwrapData } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

type CreateLevelInput = { journeyId: string; body: CreateLevelRequest };

/** Appends a level at the end of the journey. */
export function createLevel({ journeyId, body }: CreateLevelInput): Promise<Level> {
  const path = pathTo(apiRoutes.journeys.levels, { journeyId });
  return unwrapData(apiClient.post<LevelResponse>(path, body));
}

export function useCreateLevel() {
  return useInvalidatingMutation(createLevel, journeyKeys.lists());
}
