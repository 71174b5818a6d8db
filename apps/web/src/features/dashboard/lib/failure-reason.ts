import { isApiError, messageFromErrorBody } from '@/lib/api-error';

/**
 * What the server (or the network) said went wrong, shown under the SPEC's fallback title;
 * null when there is nothing more useful to say than the title.
 */
export function failureReason(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.isNetworkError) return error.message;
  return messageFromErrorBody(error.body);
}
