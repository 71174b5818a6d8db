import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { questionPaperKeys } from './question-paper-keys';

export function deleteQuestionPaper(id: string): Promise<unknown> {
  return apiClient.delete<unknown>(pathTo(apiRoutes.questionPapers.item, { id }));
}

export function useDeleteQuestionPaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestionPaper,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: questionPaperKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: questionPaperKeys.lists() });
    },
  });
}
