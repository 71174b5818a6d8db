import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type AttemptSession,
  type ReorderAnswerImagesRequest,
  type SavedAnswer,
  type SavedAnswerResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { attemptKeys } from '@/lib/api/attempt-keys';
import { withImageOrder } from '../lib/answers';
import { storeSavedAnswer, updateCachedSession } from './session-cache';

type ReorderAnswerImagesArgs = { questionId: string; imageIds: string[] };

export function reorderAnswerImages(
  sessionId: string,
  { questionId, imageIds }: ReorderAnswerImagesArgs,
): Promise<SavedAnswer> {
  const body: ReorderAnswerImagesRequest = { imageIds };
  const path = pathTo(apiRoutes.attempts.answerImageOrder, { sessionId, questionId });
  return unwrapData(apiClient.put<SavedAnswerResponse>(path, body));
}

/** The new order shows at once and goes back if the server refuses it. */
export function useReorderAnswerImages(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: ReorderAnswerImagesArgs) => reorderAnswerImages(sessionId, args),
    onMutate: ({ questionId, imageIds }) => {
      const previous = queryClient.getQueryData<AttemptSession>(attemptKeys.session(sessionId));
      updateCachedSession(queryClient, sessionId, (session) =>
        withImageOrder(session, questionId, imageIds),
      );
      return { previous };
    },
    onError: (_error, _args, context) => {
      const previous = context?.previous;
      if (previous) updateCachedSession(queryClient, sessionId, () => previous);
    },
    onSuccess: (saved) => storeSavedAnswer(queryClient, sessionId, saved),
  });
}
