import { paperExamRoutes, pathTo, type ScanPage, type ScanPageResponse } from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { useLevelWrite } from './paper-exam-keys';

/** POST /scan-pages/:pageId/discard: sets a page aside (a blank sheet, a second scan). */
export function discardScanPage(pageId: string): Promise<ScanPage> {
  return unwrapData(
    apiClient.post<ScanPageResponse>(pathTo(paperExamRoutes.discardPage, { pageId })),
  );
}

export function useDiscardScanPage(levelId: string) {
  return useLevelWrite(levelId, discardScanPage);
}
