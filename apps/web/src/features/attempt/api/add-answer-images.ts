import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ANSWER_IMAGE_FIELD,
  apiRoutes,
  pathTo,
  type SavedAnswer,
  type SavedAnswerResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { storeSavedAnswer } from './session-cache';

type AddAnswerImagesArgs = { questionId: string; files: readonly File[] };

/** Adds photos of handwritten pages to the answer, in the order given (multipart). */
export function addAnswerImages(
  sessionId: string,
  { questionId, files }: AddAnswerImagesArgs,
): Promise<SavedAnswer> {
  const body = new FormData();
  for (const file of files) body.append(ANSWER_IMAGE_FIELD, file, file.name);
  return unwrapData(
    apiClient.post<SavedAnswerResponse>(
      pathTo(apiRoutes.attempts.answerImages, { sessionId, questionId }),
      body,
    ),
  );
}

export function useAddAnswerImages(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: AddAnswerImagesArgs) => addAnswerImages(sessionId, args),
    onSuccess: (saved) => storeSavedAnswer(queryClient, sessionId, saved),
  });
}
