import { createServer } from 'node:http';
import { apiRoutes } from '@markwise/contract';
import type { Database } from '@markwise/db';
import type { Logger } from './common/logging/logger.js';

const LIVE = `/api${apiRoutes.health.live}`;
const READY = `/api${apiRoutes.health.ready}`;

/**
 * A worker's health over HTTP, on the API's own paths so one probe definition fits both: liveness
 * answers while the event loop turns; readiness also pings the database and answers 503 once a
 * shutdown signal arrived. HTTP rather than a liveness file: Kubernetes and compose probe it
 * without a shell, and a file's freshness could not say the database is reachable.
 */
export async function startWorkerHealth(options: {
  host: string;
  port: number;
  database: Pick<Database, 'ping'>;
  logger: Logger;
}) {
  let stopping = false;
  const server = createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
      });
      response.end(JSON.stringify(body));
    };
    const path = request.url?.split('?')[0];
    if (path === LIVE) return answer(200, { status: 'ok' });
    if (path !== READY) return answer(404, { status: 'not found' });
    if (stopping) return answer(503, { status: 'shutting down' });
    options.database.ping().then(
      () => answer(200, { status: 'ok' }),
      () => answer(503, { status: 'database unreachable' }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  // The process ends when the worker's shutdown does; probes must not hold it open.
  server.unref();
  options.logger.info({ port: options.port }, 'worker health listening');
  return {
    /** From the shutdown signal on, readiness fails while running jobs finish. */
    notReady() {
      stopping = true;
    },
  };
}
