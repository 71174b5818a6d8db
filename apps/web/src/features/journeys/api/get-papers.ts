import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type QuestionPapersResponse } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

/** How many papers the picker offers at once; typing searches the rest on the server. */
export const PAPER_PICKER_LIMIT = 50;

type GetPapersInput = { search: string; signal?: AbortSignal };

/** The institution's papers whose title or QP code contains `search`, newest year first. */
export async function getPapers({
  search,
  signal,
}: GetPapersInput): Promise<QuestionPapersResponse> {
  return apiClient.get<QuestionPapersResponse>(apiRoutes.questionPapers.collection, {
    query: { page: 1, limit: PAPER_PICKER_LIMIT, search: search || undefined },
    signal,
  });
}

export const papersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: journeyKeys.paperSearch(search),
    queryFn: ({ signal }) => getPapers({ search, signal }),
    placeholderData: keepPreviousData,
  });

export function usePapers(search: string) {
  return useQuery(papersQueryOptions(search));
}
