import {
  apiRoutes,
  pathTo,
  type Journey,
  type JourneyResponse,
  type UpdateJourneyRequest,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

type RenameJourneyInput = { journeyId: string; body: UpdateJourneyRequest };

export const renameJourney = ({ journeyId, body }: RenameJourneyInput): Promise<Journey> =>
  apiClient
    .patch<JourneyResponse>(pathTo(apiRoutes.journeys.item, { journeyId }), body)
    .then((response) => response.data);

export const useRenameJourney = () => useInvalidatingMutation(renameJourney, journeyKeys.lists());
