import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type AttemptSession,
  type AttemptSessionResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { attemptKeys } from '@/lib/api/attempt-keys';
import { EVALUATION_POLL_MS, isAwaitingEvaluation } from '../lib/evaluation';

export function getAttempt(
  sessionId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AttemptSession> {
  return unwrapData(
    apiClient.get<AttemptSessionResponse>(pathTo(apiRoutes.attempts.item, { sessionId }), {
      signal,
    }),
  );
}

export const attemptQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: attemptKeys.session(sessionId),
    queryFn: ({ signal }) => getAttempt(sessionId, { signal }),
    // Once submitted, the screen follows the evaluation until it ends (evaluated or failed).
    refetchInterval: (query) =>
      isAwaitingEvaluation(query.state.data?.status) ? EVALUATION_POLL_MS : false,
  });

export function useAttempt(sessionId: string) {
  return useQuery(attemptQueryOptions(sessionId));
}
