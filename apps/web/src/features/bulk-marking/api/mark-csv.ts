import { useMutation } from '@tanstack/react-query';
import { AGREEMENT_HEADER, evaluationRoutes, type MarkingAgreement } from '@markwise/contract';
import { apiClient, type DownloadedFile } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

/** The server marks the whole file while the request waits; its own limit is 5 minutes. */
const MARKING_WAIT_MS = 6 * 60_000;

export type MarkCsvRequest = {
  file: File;
  teacherColumn?: string;
  /** With an LLM evaluator: the number of calls the teacher agreed to. */
  confirmCalls?: number;
  signal?: AbortSignal;
};

export type MarkedCsv = { blob: Blob; agreement: MarkingAgreement | null };

export async function markCsv({
  file,
  teacherColumn,
  confirmCalls,
  signal,
}: MarkCsvRequest): Promise<MarkedCsv> {
  const form = new FormData();
  form.append('file', file);
  if (teacherColumn) form.append('teacherColumn', teacherColumn);
  const { blob, headers } = await apiClient.post<DownloadedFile>(evaluationRoutes.bulk, form, {
    query: { confirmCalls },
    responseType: 'file',
    timeoutMs: MARKING_WAIT_MS,
    signal,
  });
  const agreement = headers.get(AGREEMENT_HEADER);
  return { blob, agreement: agreement ? (JSON.parse(agreement) as MarkingAgreement) : null };
}

/**
 * With an LLM evaluator the API refuses a file until the caller confirms how many calls it will
 * make, and names that number ("send confirmCalls=N to start"; the API's tests pin the words).
 */
export function callsToConfirm(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const match = /confirmCalls=(\d+)/.exec(error.message);
  return match ? Number(match[1]) : null;
}

export function useMarkCsv() {
  return useMutation({ mutationFn: markCsv });
}
