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

/** A complete booklet is being read into its attempt in the queue: seconds, not minutes. */
const BEING_READ_POLL_MS = 2000;

export const bookletsQueryOptions = (levelId: string) =>
  queryOptions({
    queryKey: paperExamKeys.booklets(levelId),
    queryFn: ({ signal }) => getBooklets(levelId, { signal }),
    // Followed until each booklet being read has become its attempt.
    refetchInterval: (query) =>
      query.state.data?.some((booklet) => booklet.state === 'complete')
        ? BEING_READ_POLL_MS
        : false,
  });

export function useBooklets(levelId: string) {
  return useQuery(bookletsQueryOptions(levelId));
}
