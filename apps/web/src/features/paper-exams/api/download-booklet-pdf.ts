import { useMutation } from '@tanstack/react-query';
import { paperExamRoutes, pathTo } from '@markwise/contract';
import { apiClient, type DownloadedFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** A print's booklets can take minutes to lay out when a whole year group is in one file. */
const PDF_WAIT_MS = 5 * 60_000;
const FALLBACK_NAME = 'answer-booklets.pdf';

/** The name the API gives the file (`attachment; filename="answer-booklets-1001-1030.pdf"`). */
export function attachmentName(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_NAME;
}

/** GET /booklet-prints/:printId/pdf, with the bearer token an <a href> could not send. */
export async function downloadBookletPdf(printId: string): Promise<void> {
  const { blob, headers } = await apiClient.get<DownloadedFile>(
    pathTo(paperExamRoutes.printPdf, { printId }),
    { responseType: 'file', headers: { Accept: 'application/pdf' }, timeoutMs: PDF_WAIT_MS },
  );
  saveFile(blob, attachmentName(headers.get('content-disposition')));
}

export function useDownloadBookletPdf() {
  return useMutation({ mutationFn: downloadBookletPdf });
}
