import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, type QuestionPaperResponse } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

/** Admins get the full paper; the preview reads only what every shape of it has. */
export type LinkedPaper = QuestionPaperResponse['data'];

type GetPaperInput = { paperId: string; signal?: AbortSignal };

/** One of the institution's papers, as its admins read it (questions and marks included). */
export async function getPaper({ paperId, signal }: GetPaperInput): Promise<LinkedPaper> {
  const response = await apiClient.get<QuestionPaperResponse>(
    pathTo(apiRoutes.questionPapers.item, { id: paperId }),
    { signal },
  );
  return response.data;
}

export const paperQueryOptions = (paperId: string) =>
  queryOptions({
    queryKey: journeyKeys.paper(paperId),
    queryFn: ({ signal }) => getPaper({ paperId, signal }),
  });

/** The paper a level is linked to (its row's name, the form's preview); none while unlinked. */
export function usePaper(paperId: string | null) {
  return useQuery({ ...paperQueryOptions(paperId ?? ''), enabled: paperId !== null });
}
