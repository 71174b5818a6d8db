import { isApiError } from '@/lib/api-error';

/**
 * A report the student may not see is simply not found (404: no such session, or another
 * student's). A session id that is not a UUID is refused as a bad request (400) before any lookup;
 * from the address bar that is the same thing, a report that does not exist.
 */
export function isReportNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
