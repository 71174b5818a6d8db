import {
  paperExamRoutes,
  pathTo,
  SCAN_FILE_FIELD,
  type ScanBatch,
  type ScanBatchResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { useLevelWrite } from './paper-exam-keys';

/** A class's scans are large (a 200-page PDF is ~60 MB): the upload gets time to travel. */
const UPLOAD_WAIT_MS = 10 * 60_000;

/** POST /levels/:levelId/scans: the files go up at once; the queue reads their pages after. */
export function uploadScans(levelId: string, files: readonly File[]): Promise<ScanBatch> {
  const form = new FormData();
  for (const file of files) form.append(SCAN_FILE_FIELD, file);
  return unwrapData(
    apiClient.post<ScanBatchResponse>(pathTo(paperExamRoutes.scans, { levelId }), form, {
      timeoutMs: UPLOAD_WAIT_MS,
    }),
  );
}

export function useUploadScans(levelId: string) {
  return useLevelWrite(levelId, (files: readonly File[]) => uploadScans(levelId, files));
}
