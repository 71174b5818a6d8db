import { evaluationRoutes, pathTo, type ReEvaluateResponse } from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { evaluationQueueKeys } from './evaluation-queue-keys';

/** Queues a new evaluation run of a failed attempt; it moves from Failed to Waiting. */
export function retryEvaluation(sessionId: string): Promise<ReEvaluateResponse> {
  return apiClient.post<ReEvaluateResponse>(pathTo(evaluationRoutes.reEvaluate, { sessionId }));
}

export function useRetryEvaluation() {
  return useInvalidatingMutation(retryEvaluation, evaluationQueueKeys.all);
}
