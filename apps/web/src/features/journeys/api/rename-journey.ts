import { apiRoutes, type JourneyResponse, type UpdateJourneyRequest } from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { dataWrite } from '@/lib/api/data-write';
import { journeyKeys } from './journey-keys';

export const renameJourney = dataWrite<
  JourneyResponse,
  { journeyId: string },
  UpdateJourneyRequest
>('patch', apiRoutes.journeys.item);

export function useRenameJourney() {
  return useInvalidatingMutation(renameJourney, journeyKeys.lists());
}
