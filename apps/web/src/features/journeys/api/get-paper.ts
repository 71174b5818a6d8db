import { useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, type QuestionPaperResponse } from '@markwise/contract';
import { dataQueryOptions } from '@/lib/api/data-query';
import { journeyKeys } from './journey-keys';

/** Admins get the full paper; the preview reads only what every shape of it has. */
export type LinkedPaper = QuestionPaperResponse['data'];

/** One of the institution's papers, as its admins read it (questions and marks included). */
export const paperQueryOptions = (paperId: string) =>
  dataQueryOptions<QuestionPaperResponse>({
    queryKey: journeyKeys.paper(paperId),
    path: pathTo(apiRoutes.questionPapers.item, { id: paperId }),
  });

/** The paper a level is linked to (its row's name, the form's preview); none while unlinked. */
export function usePaper(paperId: string | null) {
  return useQuery({ ...paperQueryOptions(paperId ?? ''), enabled: paperId !== null });
}
