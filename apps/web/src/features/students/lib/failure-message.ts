import { requestProblem } from '@/lib/api-error';

/** SPEC section 8's failure message, followed by what the server said was wrong with the request. */
export function failureMessage(error: unknown, fallback: string): string {
  const problem = requestProblem(error);
  return problem ? `${fallback} ${problem}` : fallback;
}
