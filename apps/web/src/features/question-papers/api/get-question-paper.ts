import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type QuestionPaperResponse,
  type QuestionPapersResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { questionPaperKeys } from './question-paper-keys';

/** A paper as the caller may see it: admins with model answers and rubrics, students without. */
export type AnyQuestionPaper = QuestionPapersResponse['data'][number];

export function getQuestionPaper(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AnyQuestionPaper> {
  return unwrapData(
    apiClient.get<QuestionPaperResponse>(pathTo(apiRoutes.questionPapers.item, { id }), { signal }),
  );
}

export const questionPaperQueryOptions = (id: string) =>
  queryOptions({
    queryKey: questionPaperKeys.detail(id),
    queryFn: ({ signal }) => getQuestionPaper(id, { signal }),
  });

/** The paper from the server; the grid's copy shows meanwhile. */
export function useQuestionPaper(id: string | null, listed?: AnyQuestionPaper) {
  return useQuery({
    ...questionPaperQueryOptions(id ?? ''),
    enabled: id !== null,
    placeholderData: listed,
  });
}
