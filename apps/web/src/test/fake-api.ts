import { apiRoutes } from '@markwise/contract';
import { configureApiClient } from '@/lib/api-client';
import {
  startTestServer,
  type RecordedRequest,
  type TestReply,
  type TestServer,
} from './test-server';

/** Every fake API a test starts; the shared clean-up (test/setup.ts) closes them after it. */
const started = new Set<TestServer>();

export async function closeFakeApis(): Promise<void> {
  const servers = [...started];
  started.clear();
  await Promise.all(servers.map((server) => server.close()));
}

type Routes = Record<string, (request: RecordedRequest) => TestReply | Promise<TestReply>>;

/**
 * Starts a real local server answering `METHOD /path` keys (paths relative to the API root) and
 * points the api client at it; it is closed after the test. App config answers with `appName` unless overridden.
 */
export async function startFakeApi(routes: Routes, appName = 'Acme Exams'): Promise<TestServer> {
  const table: Routes = {
    [`GET ${apiRoutes.appConfig}`]: () => ({ status: 200, body: { appName } }),
    ...routes,
  };
  const server = await startTestServer((request) => {
    const path = request.url.replace(/^\/api/, '').split('?')[0] ?? '';
    const handler = table[`${request.method} ${path}`];
    if (handler) return handler(request);
    return {
      status: 404,
      body: { statusCode: 404, message: `No route ${path}`, error: 'Not Found' },
    };
  });
  configureApiClient({ baseUrl: server.apiBaseUrl, onSessionExpired: () => {} });
  started.add(server);
  return server;
}

export function requestsTo(server: TestServer, method: string, path: string): RecordedRequest[] {
  return server.requests.filter((r) => r.method === method && r.url === `/api${path}`);
}

/** A server fault as the API reports it (500, its one error shape). */
export function serverError(message = 'boom'): TestReply {
  return { status: 500, body: { statusCode: 500, message, error: 'Internal Server Error' } };
}
