import {
  apiRoutes,
  type CreateJourneyRequest,
  type Journey,
  type JourneyResponse,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient, unwrapData } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

export function createJourney(body: CreateJourneyRequest): Promise<Journey> {
  return unwrapData(apiClient.post<JourneyResponse>(apiRoutes.journeys.collection, body));
}

export function useCreateJourney() {
  return useInvalidatingMutation(createJourney, journeyKeys.lists());
}
