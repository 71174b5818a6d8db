import {
  paperExamRoutes,
  pathTo,
  type PrintBookletsRequest,
  type PrintBookletsResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { useLevelWrite } from './paper-exam-keys';

/** POST /levels/:levelId/booklets: makes the booklets; their PDF is downloaded by its printId. */
export function printBooklets(
  levelId: string,
  body: PrintBookletsRequest,
): Promise<PrintBookletsResponse['data']> {
  return unwrapData(
    apiClient.post<PrintBookletsResponse>(pathTo(paperExamRoutes.booklets, { levelId }), body),
  );
}

export function usePrintBooklets(levelId: string) {
  return useLevelWrite(levelId, (body: PrintBookletsRequest) => printBooklets(levelId, body));
}
