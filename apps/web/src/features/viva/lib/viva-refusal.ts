import { i18n } from '@/i18n/i18n';
import { errorMessage, isApiError, requestProblem } from '@/lib/api-error';

/**
 * What the viva's API refused, in the reader's language: a 403 (viva practice closed, the browser's
 * speech not allowed), a 413 (the recording too large), a 503 (the examiner did not answer: try
 * again) and the request's own problems (time up, ended, nothing heard); otherwise the fallback, so
 * that a server fault never shows its internals.
 */
export function vivaRefusal(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.status === 403) return errorMessage(error, fallback);
    if (error.status === 413) {
      return i18n.t(
        'The recording is too large to send. Please record a shorter answer or type it.',
      );
    }
    if (error.status === 503) {
      return i18n.t('The viva examiner could not answer just now. Please try again in a moment.');
    }
  }
  return requestProblem(error) ?? fallback;
}
