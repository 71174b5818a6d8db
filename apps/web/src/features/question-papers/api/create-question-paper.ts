import {
  apiRoutes,
  type CreateQuestionPaperInput,
  type QuestionPaperWriteResponse,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { questionPaperKeys } from './question-paper-keys';

export function createQuestionPaper(
  body: CreateQuestionPaperInput,
): Promise<QuestionPaperWriteResponse> {
  return apiClient.post<QuestionPaperWriteResponse>(apiRoutes.questionPapers.collection, body);
}

export function useCreateQuestionPaper() {
  return useInvalidatingMutation(createQuestionPaper, questionPaperKeys.all);
}
