import { useQuery } from '@tanstack/react-query';
import { apiRoutes, type JourneyListResponse } from '@markwise/contract';
import { dataQueryOptions } from '@/lib/api/data-query';
import { journeyKeys } from './journey-keys';

export const journeysQueryOptions = (subjectId: string) =>
  dataQueryOptions<JourneyListResponse>({
    queryKey: journeyKeys.bySubject(subjectId),
    path: apiRoutes.journeys.collection,
    query: { subjectId },
  });

/** A subject's journeys; the screen uses only the first (see firstJourney). */
export function useJourneys(subjectId: string) {
  return useQuery(journeysQueryOptions(subjectId));
}
