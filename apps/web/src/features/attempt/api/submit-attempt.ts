import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type AttemptSession,
  type AttemptSessionResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { attemptKeys } from '@/lib/api/attempt-keys';
import { answerDrafts } from '../lib/drafts';
import { refreshSession, refreshStudentResults } from './session-cache';

export function submitAttempt(sessionId: string): Promise<AttemptSession> {
  return unwrapData(
    apiClient.post<AttemptSessionResponse>(pathTo(apiRoutes.attempts.submit, { sessionId })),
  );
}

/** Ends the attempt: the screen turns into the evaluation view, which polls until marked. */
export function useSubmitAttempt(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitAttempt(sessionId),
    onSuccess: (session) => {
      queryClient.setQueryData(attemptKeys.session(sessionId), session);
      answerDrafts.clearSession(sessionId);
      void refreshStudentResults(queryClient);
    },
    onError: (error) => {
      // Already submitted (another tab, or the first of two clicks): show what the server has.
      if (isApiError(error) && error.status === 409) void refreshSession(queryClient, sessionId);
    },
  });
}
