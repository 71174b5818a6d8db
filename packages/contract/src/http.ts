/** Everything both sides of the wire agree on about transport. */
export const API_BASE = '/api';
export const API_TIMEOUT_MS = 30_000;

/** Headers every client call carries. */
export const CLIENT_HEADERS = {
  'request-platform': 'web',
  'app-version': '1.0.0',
} as const;
