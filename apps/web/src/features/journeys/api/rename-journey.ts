import {
  apiRoutes,
  pathTo,
  type Journey,
  type JourneyResponse,
  type UpdateJourneyRequest,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient, unwrapData } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

type RenameJourneyInput = { journeyId: string; body: UpdateJourneyRequest };

export function renameJourney({ journeyId, body }: RenameJourneyInput): Promise<Journey> {
  const path = pathTo(apiRoutes.journeys.item, { journeyId });
  return unwrapData(apiClient.patch<JourneyResponse>(path, body));
}

export function useRenameJourney() {
  return useInvalidatingMutation(renameJourney, journeyKeys.lists());
}
