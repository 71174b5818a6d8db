import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type Journey, type JourneyListResponse } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

type GetJourneysInput = { subjectId: string; signal?: AbortSignal };

export async function getJourneys({ subjectId, signal }: GetJourneysInput): Promise<Journey[]> {
  const response = await apiClient.get<JourneyListResponse>(apiRoutes.journeys.collection, {
    query: { subjectId },
    signal,
  });
  return response.data;
}

export const journeysQueryOptions = (subjectId: string) =>
  queryOptions({
    queryKey: journeyKeys.bySubject(subjectId),
    queryFn: ({ signal }) => getJourneys({ subjectId, signal }),
  });

/** A subject's journeys; the screen uses only the first (see firstJourney). */
export function useJourneys(subjectId: string) {
  return useQuery(journeysQueryOptions(subjectId));
}
