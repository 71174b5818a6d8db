import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  /** Path and query, e.g. '/api/auth/refresh'. */
  url: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or the raw text of any other body (a multipart upload). */
  body: unknown;
};

/** A JSON body, or with a `content-type` header a text body sent as it is (a CSV download). */
export type TestReply = { status: number; body?: unknown; headers?: Record<string, string> };
export type TestHandler = (request: RecordedRequest) => TestReply | Promise<TestReply>;

export type TestServer = {
  /** API root to hand to configureApiClient, e.g. 'http://127.0.0.1:41234/api'. */
  apiBaseUrl: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
};

function parseBody(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** A real HTTP server on a random local port standing in for the API. */
export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: raw ? parseBody(raw) : undefined,
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded))
        .then(({ status, body, headers = {} }) => {
          res.statusCode = status;
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
          if (body === undefined) {
            res.end();
            return;
          }
          if (typeof body === 'string' && headers['content-type']) {
            res.end(body);
            return;
          }
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.end(JSON.stringify(body));
        })
        .catch((error: unknown) => {
          res.statusCode = 500;
          res.end(String(error));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBaseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Closed already (a test closed it itself before the shared clean-up).
        if (!server.listening) {
          resolve();
          return;
        }
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
