import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  type CreateQuestionPaperInput,
  type QuestionPaperWriteResponse,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { questionPaperKeys } from './question-paper-keys';

export function createQuestionPaper(
  body: CreateQuestionPaperInput,
): Promise<QuestionPaperWriteResponse> {
  return apiClient.post<QuestionPaperWriteResponse>(apiRoutes.questionPapers.collection, body);
}

export function useCreateQuestionPaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestionPaper,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionPaperKeys.all }),
  });
}
