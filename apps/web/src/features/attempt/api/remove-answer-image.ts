import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, type SavedAnswer, type SavedAnswerResponse } from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { storeSavedAnswer } from './session-cache';

type RemoveAnswerImageArgs = { questionId: string; imageId: string };

export function removeAnswerImage(
  sessionId: string,
  { questionId, imageId }: RemoveAnswerImageArgs,
): Promise<SavedAnswer> {
  return unwrapData(
    apiClient.delete<SavedAnswerResponse>(
      pathTo(apiRoutes.attempts.answerImage, { sessionId, questionId, imageId }),
    ),
  );
}

export function useRemoveAnswerImage(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: RemoveAnswerImageArgs) => removeAnswerImage(sessionId, args),
    onSuccess: (saved) => storeSavedAnswer(queryClient, sessionId, saved),
  });
}
