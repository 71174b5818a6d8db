import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  paperExamRoutes,
  pathTo,
  type ScanPage,
  type ScanPagesQuery,
  type ScanPagesResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { paperExamKeys } from './paper-exam-keys';

export type ScanPagesFilter = ScanPagesQuery['filter'];

/** GET /levels/:levelId/scan-pages: the pages a teacher should look at, or every page. */
export function getScanPages(
  levelId: string,
  filter: ScanPagesFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ScanPage[]> {
  return unwrapData(
    apiClient.get<ScanPagesResponse>(pathTo(paperExamRoutes.pages, { levelId }), {
      query: { filter },
      signal,
    }),
  );
}

export const scanPagesQueryOptions = (levelId: string, filter: ScanPagesFilter) =>
  queryOptions({
    queryKey: paperExamKeys.pages(levelId, filter),
    queryFn: ({ signal }) => getScanPages(levelId, filter, { signal }),
    // The signed image URLs expire: a list older than a few minutes is read again.
    staleTime: 60_000,
  });

export function useScanPages(levelId: string, filter: ScanPagesFilter) {
  return useQuery(scanPagesQueryOptions(levelId, filter));
}
