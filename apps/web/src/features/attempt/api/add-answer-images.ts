import {
  ANSWER_IMAGE_FIELD,
  apiRoutes,
  pathTo,
  type SavedAnswer,
  type SavedAnswerResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { useAnswerMutation } from './session-cache';

type AddAnswerImagesArgs = { questionId: string; files: readonly File[] };

/** Adds photos of handwritten pages to the answer, in the order given (multipart). */
export function addAnswerImages(
  sessionId: string,
  { questionId, files }: AddAnswerImagesArgs,
): Promise<SavedAnswer> {
  const body = new FormData();
  for (const file of files) body.append(ANSWER_IMAGE_FIELD, file, file.name);
  const path = pathTo(apiRoutes.attempts.answerImages, { sessionId, questionId });
  return unwrapData(apiClient.post<SavedAnswerResponse>(path, body));
}

export function useAddAnswerImages(sessionId: string) {
  return useAnswerMutation(sessionId, addAnswerImages);
}
