import { apiRoutes, pathTo } from '@markwise/contract';
import { useDeletingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { questionPaperKeys } from './question-paper-keys';

export function deleteQuestionPaper(id: string): Promise<unknown> {
  return apiClient.delete<unknown>(pathTo(apiRoutes.questionPapers.item, { id }));
}

export function useDeleteQuestionPaper() {
  return useDeletingMutation(deleteQuestionPaper, {
    itemKey: questionPaperKeys.detail,
    listKey: questionPaperKeys.lists(),
  });
}
