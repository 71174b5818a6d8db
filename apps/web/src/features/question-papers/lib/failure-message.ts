import { isApiError } from '@/lib/api-error';

/**
 * A failed write's toast text: the server's message when it says what was wrong with the request
 * (a 409 "students have attempted this paper", a field that failed validation), else the fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 403
  ) {
    return error.message;
  }
  return fallback;
}
