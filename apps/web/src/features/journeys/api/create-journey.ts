import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  type CreateJourneyRequest,
  type Journey,
  type JourneyResponse,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

export async function createJourney(body: CreateJourneyRequest): Promise<Journey> {
  const response = await apiClient.post<JourneyResponse>(apiRoutes.journeys.collection, body);
  return response.data;
}

export function useCreateJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJourney,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.lists() }),
  });
}
