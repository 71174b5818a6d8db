import autocannon from 'autocannon';
import { summarize, type LatencyStats } from './stats.js';

export type HttpRun = LatencyStats & {
  non2xx: number;
  errors: number;
  /** Mean response body size as received (compressed when the server compressed it). */
  meanBytes: number;
  /** Every response time, and the seconds they were taken over, for merging runs. */
  latencies: number[];
  seconds: number;
};

export type HttpLoad = {
  url: string;
  connections: number;
  seconds: number;
  token?: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Paths cycled through, one per request, instead of the url's own path (mixed load). */
  paths?: string[];
};

/**
 * Sends requests to one URL (or cycles through `paths`) from `connections` keep-alive connections
 * for `seconds`, each connection sending its next request when the last is answered. Every
 * response time is kept (autocannon's own summary has no p95). Requests say they accept gzip and
 * brotli, as browsers do.
 */
export function loadHttp(options: HttpLoad): Promise<HttpRun> {
  const latencies: number[] = [];
  let bytes = 0;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate, br',
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.body ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        method: options.method ?? 'GET',
        body: options.body,
        headers,
        timeout: 60,
        ...(options.paths
          ? { requests: options.paths.map((path) => ({ method: 'GET' as const, path })) }
          : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          ...summarize(latencies, options.seconds),
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          meanBytes: latencies.length > 0 ? bytes / latencies.length : Number.NaN,
          latencies,
          seconds: options.seconds,
        });
      },
    );
    instance.on('response', (_client, _status, responseBytes, responseTimeMs) => {
      latencies.push(responseTimeMs);
      bytes += responseBytes;
    });
  });
}

/** Several runs of the same load as one (slices of a measurement taken in turns with another). */
export function mergeHttpRuns(runs: HttpRun[]): HttpRun {
  const latencies = runs.flatMap((run) => run.latencies);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const bytes = runs.reduce((sum, run) => sum + run.meanBytes * run.latencies.length, 0);
  return {
    ...summarize(latencies, seconds),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    meanBytes: latencies.length > 0 ? bytes / latencies.length : Number.NaN,
    latencies,
    seconds,
  };
}

/** Throws when a run had errors or answers other than 2xx. */
export function assertClean(name: string, run: HttpRun) {
  if (run.non2xx > 0 || run.errors > 0) {
    throw new Error(`${name}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
  }
}
