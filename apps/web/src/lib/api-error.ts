import { msg } from '@/i18n/i18n';
import { serverMessage } from '@/i18n/messages';

/** Status 0 means no response arrived (network failure or timeout). */
export const NO_RESPONSE_STATUS = 0;

/** English keys: the console gets them as they are, a screen through i18n.t. */
export const NETWORK_ERROR_MESSAGE = msg('Network error. Please check your connection.');
export const FORBIDDEN_MESSAGE = msg('You do not have permission to access this resource.');
export const SERVER_ERROR_MESSAGE = msg('Something went wrong. Please try again later.');

type ApiErrorInit = {
  status: number;
  message: string;
  /** The parsed error body, when the server sent one. */
  body?: unknown;
  cause?: unknown;
};

/** Every failed call of the api client rejects with this. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor({ status, message, body, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === NO_RESPONSE_STATUS;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server's message of the one error shape ({statusCode, message, error}); arrays of
 * validation messages are joined with ', '.
 */
export function messageFromErrorBody(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (Array.isArray(message)) {
    const parts = message.filter((part): part is string => typeof part === 'string');
    return parts.length > 0 ? parts.join(', ') : null;
  }
  return null;
}

/** A message fit for a toast: the server's message, otherwise the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return serverMessage(error.message);
  return fallback;
}

/**
 * The server's message when a write failed because of the request itself (a 4xx other than
 * 401/403: a duplicate email, a field that failed validation, a 409 conflict); undefined otherwise,
 * so that server faults and auth problems never leak into a toast.
 */
export function requestProblem(error: unknown): string | undefined {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return undefined;
  return error.status === 401 || error.status === 403 ? undefined : serverMessage(error.message);
}

/**
 * What the server (or the network) said went wrong, shown under a screen's fallback title;
 * null when there is nothing more useful to say than the title.
 */
export function failureReason(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.isNetworkError) return error.message;
  const message = messageFromErrorBody(error.body);
  return message === null ? null : serverMessage(message);
}

/** A failed write's toast: what was wrong with the request (a 409 for an attempted paper), else the fallback. */
export function problemOrFallback(error: unknown, fallback: string): string {
  return requestProblem(error) ?? fallback;
}

/** A failed write's toast: the fallback, followed by what was wrong with the request, if anything. */
export function fallbackWithProblem(error: unknown, fallback: string): string {
  const problem = requestProblem(error);
  return problem ? `${fallback} ${problem}` : fallback;
}
