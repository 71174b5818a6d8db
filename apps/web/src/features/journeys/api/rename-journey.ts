import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type Journey,
  type JourneyResponse,
  type UpdateJourneyRequest,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

type RenameJourneyInput = { journeyId: string; body: UpdateJourneyRequest };

export async function renameJourney({ journeyId, body }: RenameJourneyInput): Promise<Journey> {
  const response = await apiClient.patch<JourneyResponse>(
    pathTo(apiRoutes.journeys.item, { journeyId }),
    body,
  );
  return response.data;
}

export function useRenameJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameJourney,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.lists() }),
  });
}
