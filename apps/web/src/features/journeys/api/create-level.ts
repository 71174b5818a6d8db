import {
  apiRoutes,
  pathTo,
  type CreateLevelRequest,
  type Level,
  type LevelResponse,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

type CreateLevelInput = { journeyId: string; body: CreateLevelRequest };

/** Appends a level at the end of the journey. */
export const createLevel = ({ journeyId, body }: CreateLevelInput): Promise<Level> =>
  apiClient
    .post<LevelResponse>(pathTo(apiRoutes.journeys.levels, { journeyId }), body)
    .then((response) => response.data);

export const useCreateLevel = () => useInvalidatingMutation(createLevel, journeyKeys.lists());
