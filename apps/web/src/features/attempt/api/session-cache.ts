import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AttemptSession, SavedAnswer } from '@markwise/contract';
import { attemptKeys } from '@/lib/api/attempt-keys';
import { withSavedAnswer } from '../lib/answers';

/**
 * Changes the cached session without moving its fetch time: the countdown counts from the moment
 * `secondsLeft` arrived, and a saved answer carries no new `secondsLeft`.
 */
export function updateCachedSession(
  queryClient: QueryClient,
  sessionId: string,
  update: (session: AttemptSession) => AttemptSession,
): void {
  const key = attemptKeys.session(sessionId);
  const updatedAt = queryClient.getQueryState(key)?.dataUpdatedAt;
  queryClient.setQueryData<AttemptSession>(
    key,
    (session) => (session ? update(session) : session),
    updatedAt ? { updatedAt } : undefined,
  );
}

export function storeSavedAnswer(
  queryClient: QueryClient,
  sessionId: string,
  saved: SavedAnswer,
): void {
  updateCachedSession(queryClient, sessionId, (session) => withSavedAnswer(session, saved));
}

/**
 * A change to one answer's photos: the server answers with the answer as saved, which replaces
 * the cached one.
 */
export function useAnswerMutation<TArgs>(
  sessionId: string,
  send: (sessionId: string, args: TArgs) => Promise<SavedAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: TArgs) => send(sessionId, args),
    onSuccess: (saved) => storeSavedAnswer(queryClient, sessionId, saved),
  });
}

/** Asks the server again: after a 409 it reports the session as submitted or out of time. */
export function refreshSession(queryClient: QueryClient, sessionId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: attemptKeys.session(sessionId) });
}

/**
 * After a submit and when marking ends: the levels, the dashboard and the reports list all read
 * this session's state, so every attempt query is refreshed (the session itself included).
 */
export function refreshStudentResults(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: attemptKeys.all });
}
