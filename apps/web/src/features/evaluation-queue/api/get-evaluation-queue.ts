import { useQuery } from '@tanstack/react-query';
import {
  evaluationRoutes,
  type EvaluationQueueQuery,
  type EvaluationQueueResponse,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { evaluationQueueKeys } from './evaluation-queue-keys';

/** A failed attempt leaves the list once retried: the list is refreshed every half minute. */
const REFRESH_MS = 30_000;

export function useEvaluationQueue(query: EvaluationQueueQuery) {
  return useQuery({
    queryKey: evaluationQueueKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.get<EvaluationQueueResponse>(evaluationRoutes.queue, { query, signal }),
    // Another page of the same list stays on screen while it loads; another list does not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1].status === query.status ? previous : undefined,
    refetchInterval: REFRESH_MS,
  });
}
