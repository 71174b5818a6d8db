import type { LoginRequest, LoginResponse } from '@markwise/contract';

/** What one request got: its status, or the error that stood in for one (a timeout, a reset). */
export type Outcome = { status: number | 'timeout' | 'error'; at: number; ms: number };

/** A JSON request to a running API with a deadline; never throws, the outcome says it all. */
export async function call(
  baseUrl: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Outcome & { body: unknown; retryAfter?: string | null }> {
  const started = Date.now();
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    return {
      status: response.status,
      at: started,
      ms: Date.now() - started,
      body,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    const name = (error as Error).name;
    const status = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'error';
    return { status, at: started, ms: Date.now() - started, body: String(error) };
  }
}

/** Logs in through the API and returns the access token. */
export async function loginAs(baseUrl: string, email: string, password: string) {
  const body: LoginRequest = { email, password };
  const response = await call(baseUrl, '/auth/login', { method: 'POST', body });
  if (response.status !== 200) {
    throw new Error(`login ${email}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return (response.body as LoginResponse).token;
}

/**
 * Keeps `concurrency` request loops going (each picks the next of `requests` in turn) until
 * `stop()`; every outcome is recorded with its start time. Bounded: each request has a deadline.
 */
export function startLoad(
  baseUrl: string,
  requests: { path: string; token?: string }[],
  concurrency: number,
) {
  const outcomes: (Outcome & { path: string })[] = [];
  let stopped = false;
  let next = 0;
  const loops = Array.from({ length: concurrency }, async () => {
    while (!stopped) {
      const request = requests[next++ % requests.length]!;
      const { status, at, ms } = await call(baseUrl, request.path, {
        token: request.token,
        timeoutMs: 15_000,
      });
      outcomes.push({ status, at, ms, path: request.path });
    }
  });
  return {
    outcomes,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** Counts of each status among `outcomes`, e.g. { 200: 120, 503: 14, timeout: 0 }. */
export function tally(outcomes: Outcome[]) {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome.status] = (counts[outcome.status] ?? 0) + 1;
  return counts;
}
