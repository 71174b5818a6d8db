import { queryOptions, useQuery } from '@tanstack/react-query';
import { paperExamRoutes, pathTo, type Booklet, type BookletsResponse } from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { paperExamKeys } from './paper-exam-keys';

/** GET /levels/:levelId/booklets: every booklet printed for the level, with its pages and state. */
export function getBooklets(
  levelId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Booklet[]> {
  return unwrapData(
    apiClient.get<BookletsResponse>(pathTo(paperExamRoutes.booklets, { levelId }), { signal }),
  );
}

export const bookletsQueryOptions = (levelId: string) =>
  queryOptions({
    queryKey: paperExamKeys.booklets(levelId),
    queryFn: ({ signal }) => getBooklets(levelId, { signal }),
  });

export function useBooklets(levelId: string) {
  return useQuery(bookletsQueryOptions(levelId));
}
