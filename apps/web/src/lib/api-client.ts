import { API_BASE, API_TIMEOUT_MS, CLIENT_HEADERS, apiRoutes } from '@markwise/contract';
import { paths } from '@/config/paths';
import {
  ApiError,
  FORBIDDEN_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NO_RESPONSE_STATUS,
  SERVER_ERROR_MESSAGE,
  messageFromErrorBody,
} from './api-error';
import { expireSession, saveSession } from './auth-session';
import { storage } from './storage';
import { i18n } from '@/i18n/i18n';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON, except FormData which goes as multipart. */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * For the auth endpoints: their 401 means "bad credentials" or "refresh token rejected",
   * so no refresh is attempted and nobody is sent to /login.
   */
  skipAuthRefresh?: boolean;
  /**
   * 'blob' reads a successful body as bytes (a download); 'file' as `{ blob, headers }`, for a
   * download that says more in its headers. Errors are still read as JSON.
   */
  responseType?: 'json' | 'blob' | 'file';
  /** A longer wait than the client's default, for work the server does while the user waits. */
  timeoutMs?: number;
};

/** What a 'file' request answers. */
export type DownloadedFile = { blob: Blob; headers: Headers };

export type ApiClientConfig = {
  /** API root; '/api' in the browser, an absolute URL in tests. */
  baseUrl: string;
  timeoutMs: number;
  /** Runs after a 401 could not be recovered by a refresh. */
  onSessionExpired: () => void;
};

function redirectToLogin(): void {
  if (window.location.pathname !== paths.login) window.location.assign(paths.login);
}

const defaultConfig: ApiClientConfig = {
  baseUrl: API_BASE,
  timeoutMs: API_TIMEOUT_MS,
  onSessionExpired: redirectToLogin,
};

let config: ApiClientConfig = { ...defaultConfig };

/** Overrides parts of the client's configuration; tests point it at their own server. */
export function configureApiClient(overrides: Partial<ApiClientConfig>): void {
  config = { ...config, ...overrides };
}

export function resetApiClientConfig(): void {
  config = { ...defaultConfig };
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${config.baseUrl.replace(/\/$/, '')}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function requestSignal(callerSignal: AbortSignal | undefined, timeoutMs?: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs ?? config.timeoutMs);
  return callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
}

async function send(
  path: string,
  options: RequestOptions,
  bearer: string | null,
): Promise<Response> {
  const { method = 'GET', body, query, headers, signal, timeoutMs } = options;
  const isMultipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const requestHeaders: Record<string, string> = {
    Accept: 'application/json',
    ...CLIENT_HEADERS,
    ...(isMultipart ? {} : { 'Content-Type': 'application/json' }),
    ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    ...headers,
  };
  let payload: BodyInit | undefined;
  if (isMultipart) payload = body;
  else if (body !== undefined) payload = JSON.stringify(body);

  try {
    return await fetch(buildUrl(path, query), {
      method,
      headers: requestHeaders,
      body: payload,
      signal: requestSignal(signal, timeoutMs),
    });
  } catch (error) {
    // A caller's own cancellation (TanStack Query unmounting a query) is not a failure to report.
    if (signal?.aborted) throw error;
    console.error(NETWORK_ERROR_MESSAGE);
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError({
      status: NO_RESPONSE_STATUS,
      message: timedOut
        ? i18n.t('The request timed out. Please try again.')
        : i18n.t(NETWORK_ERROR_MESSAGE),
      cause: error,
    });
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  const fallback = `${response.status}: ${typeof body === 'string' && body ? body : response.statusText}`;
  return new ApiError({
    status: response.status,
    message: messageFromErrorBody(body) ?? fallback,
    body,
  });
}

function logFailure(status: number): void {
  if (status === 403) console.error(FORBIDDEN_MESSAGE);
  else if (status >= 500) console.error(SERVER_ERROR_MESSAGE);
}

async function refreshSession(): Promise<string | null> {
  const refreshToken = storage.getRefreshToken();
  if (!refreshToken) return null;
  try {
    const response = await send(
      apiRoutes.auth.refresh,
      { method: 'POST', body: { refreshToken } },
      null,
    );
    if (!response.ok) return null;
    // The schemas (and zod) load on the first refresh, not with the first screen.
    const { RefreshResponse } = await import('@markwise/contract');
    const parsed = RefreshResponse.safeParse(await readBody(response));
    if (!parsed.success) return null;
    saveSession(parsed.data);
    return parsed.data.token;
  } catch {
    return null;
  }
}

let refreshInFlight: Promise<string | null> | null = null;

/**
 * A fresh access token, or null when the session cannot be renewed. Concurrent 401s share
 * one refresh: refresh tokens rotate, so a second parallel refresh would present a token the
 * first one already spent.
 */
function renewAccessToken(rejectedToken: string | null): Promise<string | null> {
  const current = storage.getAuthToken();
  // Another request already refreshed while this one was in flight.
  if (current && current !== rejectedToken && !refreshInFlight) return Promise.resolve(current);
  refreshInFlight ??= refreshSession().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const sentToken = storage.getAuthToken();
  let response = await send(path, options, sentToken);

  if (response.status === 401 && !options.skipAuthRefresh) {
    const renewed = await renewAccessToken(sentToken);
    if (!renewed) {
      const error = await toApiError(response);
      expireSession();
      config.onSessionExpired();
      throw error;
    }
    // Retried once only: a second 401 is final (a refresh at most once per request).
    response = await send(path, options, renewed);
  }

  if (!response.ok) {
    logFailure(response.status);
    throw await toApiError(response);
  }
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (options.responseType === 'file') {
    const file: DownloadedFile = { blob: await response.blob(), headers: response.headers };
    return file as T;
  }
  return (await readBody(response)) as T;
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;
type BodyOptions = Omit<RequestOptions, 'method'>;

/** The one way the web talks to the API. Paths come from the contract's `apiRoutes`. */
export const apiClient = {
  request,
  get: <T>(path: string, options?: BodylessOptions) =>
    request<T>(path, { ...options, method: 'GET' }),
  delete: <T>(path: string, options?: BodylessOptions) =>
    request<T>(path, { ...options, method: 'DELETE' }),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, body, method: 'POST' }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, body, method: 'PUT' }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, body, method: 'PATCH' }),
};

/** Most bodies come as `{ data }` (the contract's envelope): the caller wants what is inside. */
export async function unwrapData<T>(response: Promise<{ data: T }>): Promise<T> {
  return (await response).data;
}
