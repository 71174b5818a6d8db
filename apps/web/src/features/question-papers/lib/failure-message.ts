import { requestProblem } from '@/lib/api-error';

/** What the server said was wrong with the request (e.g. a 409 for an attempted paper), else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return requestProblem(error) ?? fallback;
}
