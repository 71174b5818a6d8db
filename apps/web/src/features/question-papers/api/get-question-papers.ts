import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiRoutes,
  type QuestionPapersQuery,
  type QuestionPapersResponse,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { questionPaperKeys } from './question-paper-keys';

export function getQuestionPapers(
  query: QuestionPapersQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<QuestionPapersResponse> {
  return apiClient.get<QuestionPapersResponse>(apiRoutes.questionPapers.collection, {
    query,
    signal,
  });
}

export const questionPapersQueryOptions = (query: QuestionPapersQuery) =>
  queryOptions({
    queryKey: questionPaperKeys.list(query),
    queryFn: ({ signal }) => getQuestionPapers(query, { signal }),
    placeholderData: keepPreviousData,
  });

export function useQuestionPapers(query: QuestionPapersQuery, { enabled }: { enabled: boolean }) {
  return useQuery({ ...questionPapersQueryOptions(query), enabled });
}
