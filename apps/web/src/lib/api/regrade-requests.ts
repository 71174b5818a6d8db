import {
  pathTo,
  regradeRoutes,
  type RegradeRequestBody,
  type RegradeRequestResponse,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { reportKeys } from './report-keys';

type RegradeTarget = { sessionId: string; questionId: string } & RegradeRequestBody;

/** The student's request for a re-check of one question's mark; the report is read again after. */
export function useRequestRegrade(sessionId: string) {
  return useInvalidatingMutation(
    ({ questionId, reason }: Omit<RegradeTarget, 'sessionId'>) =>
      apiClient.post<RegradeRequestResponse>(
        pathTo(regradeRoutes.request, { sessionId, questionId }),
        { reason } satisfies RegradeRequestBody,
      ),
    reportKeys.detailed(sessionId),
  );
}
