import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type QuestionPaperWriteResponse,
  type UpdateQuestionPaperInput,
} from '@markwise/contract';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestionPaper,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionPaperKeys.all }),
  });
}
