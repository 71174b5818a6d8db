import autocannon from 'autocannon';
import { summarize, type LatencyStats } from './stats.js';

export type HttpRun = LatencyStats & { non2xx: number; errors: number };

/**
 * GETs one URL from `connections` keep-alive connections for `seconds`, each connection sending its
 * next request when the last is answered. Every response time is kept (autocannon's own summary has
 * no p95).
 */
export function loadHttp(options: {
  url: string;
  token: string;
  connections: number;
  seconds: number;
}): Promise<HttpRun> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
        timeout: 30,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          ...summarize(latencies, options.seconds),
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTimeMs) => {
      latencies.push(responseTimeMs);
    });
  });
}
