import { paperExamRoutes, pathTo, type Booklet, type BookletResponse } from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { useLevelWrite } from './paper-exam-keys';

/** POST /booklets/:bookletId/mark-incomplete: marks the booklet without its missing pages. */
export function markBookletIncomplete(bookletId: string): Promise<Booklet> {
  return unwrapData(
    apiClient.post<BookletResponse>(pathTo(paperExamRoutes.markIncomplete, { bookletId })),
  );
}

export function useMarkBookletIncomplete(levelId: string) {
  return useLevelWrite(levelId, markBookletIncomplete);
}
