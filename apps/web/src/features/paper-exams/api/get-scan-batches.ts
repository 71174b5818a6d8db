import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paperExamRoutes,
  pathTo,
  type ScanBatch,
  type ScanBatchesResponse,
} from '@markwise/contract';
import { useEffect, useRef } from 'react';
import { apiClient, unwrapData } from '@/lib/api-client';
import { paperExamKeys } from './paper-exam-keys';

/** How often the uploads are asked about while one is being read. */
export const SCAN_POLL_MS = 1000;

export const isReading = (batch: ScanBatch) =>
  batch.status === 'queued' || batch.status === 'reading';

/** GET /levels/:levelId/scans: the level's uploads, newest first, and how far each is read. */
export function getScanBatches(
  levelId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ScanBatch[]> {
  return unwrapData(
    apiClient.get<ScanBatchesResponse>(pathTo(paperExamRoutes.scans, { levelId }), { signal }),
  );
}

export const scanBatchesQueryOptions = (levelId: string) =>
  queryOptions({
    queryKey: paperExamKeys.scans(levelId),
    queryFn: ({ signal }) => getScanBatches(levelId, { signal }),
    // Asked again every second while a batch waits or is read; not at all once all are finished.
    refetchInterval: (query) => (query.state.data?.some(isReading) ? SCAN_POLL_MS : false),
  });

/**
 * The uploads, followed while they are read. A batch finishing has placed its pages in their
 * booklets: the booklets and the pages to check are read again then.
 */
export function useScanBatches(levelId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(scanBatchesQueryOptions(levelId));
  const finished = query.data?.filter((batch) => !isReading(batch)).length;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (finished === undefined) return;
    if (seen.current !== undefined && finished > seen.current) {
      void queryClient.invalidateQueries({ queryKey: paperExamKeys.booklets(levelId) });
      void queryClient.invalidateQueries({
        queryKey: [...paperExamKeys.work(levelId), 'pages'],
      });
    }
    seen.current = finished;
  }, [finished, levelId, queryClient]);
  return query;
}
