import { errorMessage, isApiError, requestProblem } from '@/lib/api-error';

/**
 * What the tutor's API refused, in the reader's language: a 403 (the tutor is off) and the
 * request's own problems (not released, full marks, ended, today's limit); otherwise the fallback,
 * so that a server fault never shows its internals.
 */
export function tutorRefusal(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 403) return errorMessage(error, fallback);
  return requestProblem(error) ?? fallback;
}
