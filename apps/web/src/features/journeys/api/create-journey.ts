import {
  apiRoutes,
  type CreateJourneyRequest,
  type Journey,
  type JourneyResponse,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

export const createJourney = (body: CreateJourneyRequest): Promise<Journey> =>
  apiClient
    .post<JourneyResponse>(apiRoutes.journeys.collection, body)
    .then((response) => response.data);

export const useCreateJourney = () => useInvalidatingMutation(createJourney, journeyKeys.lists());
