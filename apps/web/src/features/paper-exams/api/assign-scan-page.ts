import {
  paperExamRoutes,
  pathTo,
  type AssignScanPageRequest,
  type ScanPage,
  type ScanPageResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { useLevelWrite } from './paper-exam-keys';

export type AssignScanPage = AssignScanPageRequest & { pageId: string };

/**
 * POST /scan-pages/:pageId/assign: puts the page in a booklet at a page number. 409 when a page
 * is there already, unless `replace` (that page then becomes a duplicate).
 */
export function assignScanPage({ pageId, ...body }: AssignScanPage): Promise<ScanPage> {
  return unwrapData(
    apiClient.post<ScanPageResponse>(
      pathTo(paperExamRoutes.assignPage, { pageId }),
      body satisfies AssignScanPageRequest,
    ),
  );
}

export function useAssignScanPage(levelId: string) {
  return useLevelWrite(levelId, assignScanPage);
}
