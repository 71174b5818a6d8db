import { isApiError } from '@/lib/api-error';

/**
 * A failed write's toast text: SPEC section 8's message, followed by the server's own message when
 * it says what was wrong with the request (a duplicate email, a field that failed validation).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 403
  ) {
    return `${fallback} ${error.message}`;
  }
  return fallback;
}
