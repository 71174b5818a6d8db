import {
  apiRoutes,
  pathTo,
  type QuestionPaperWriteResponse,
  type UpdateQuestionPaperInput,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { questionPaperKeys } from './question-paper-keys';

type UpdateQuestionPaperArgs = { id: string; body: UpdateQuestionPaperInput };

export function updateQuestionPaper({
  id,
  body,
}: UpdateQuestionPaperArgs): Promise<QuestionPaperWriteResponse> {
  return apiClient.patch<QuestionPaperWriteResponse>(
    pathTo(apiRoutes.questionPapers.item, { id }),
    body,
  );
}

export function useUpdateQuestionPaper() {
  return useInvalidatingMutation(updateQuestionPaper, questionPaperKeys.all);
}
