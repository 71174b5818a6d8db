import { apiRoutes, pathTo, type SavedAnswer, type SavedAnswerResponse } from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { useAnswerMutation } from './session-cache';

type RemoveAnswerImageArgs = { questionId: string; imageId: string };

export function removeAnswerImage(
  sessionId: string,
  { questionId, imageId }: RemoveAnswerImageArgs,
): Promise<SavedAnswer> {
  const path = pathTo(apiRoutes.attempts.answerImage, { sessionId, questionId, imageId });
  return unwrapData(apiClient.delete<SavedAnswerResponse>(path));
}

export function useRemoveAnswerImage(sessionId: string) {
  return useAnswerMutation(sessionId, removeAnswerImage);
}
