import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny HTTP load balancer, as an operator's would behave: requests go round-robin to the
 * backends whose readiness answered 200 at its last probe (every `probeMs`), each on a fresh
 * connection. Nothing is retried (as a Kubernetes Service's kube-proxy does not): a backend that
 * closes its listener while still in the rotation fails the client's request with a 502.
 */
export async function startLoadBalancer(options: { probeMs: number; readyPath: string }) {
  const backends = new Map<string, boolean>();
  let turn = 0;
  /** Backends' connection errors (refused, reset), as the balancer logged them. */
  const failures: string[] = [];

  const probe = async () => {
    await Promise.all(
      [...backends.keys()].map(async (baseUrl) => {
        const ready = await fetch(`${baseUrl}${options.readyPath}`, {
          signal: AbortSignal.timeout(options.probeMs * 4),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status === 200;
          },
          () => false,
        );
        if (backends.has(baseUrl)) backends.set(baseUrl, ready);
      }),
    );
  };
  let probing = true;
  const loop = (async () => {
    while (probing) {
      await probe();
      await new Promise((resolve) => setTimeout(resolve, options.probeMs));
    }
  })();

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const ready = [...backends].filter(([, ok]) => ok).map(([url]) => url);
      if (ready.length === 0) {
        outgoing.writeHead(502).end('no backend');
        return;
      }
      const target = new URL(incoming.url ?? '/', ready[turn++ % ready.length]);
      const forwarded = request(
        target,
        { method: incoming.method, headers: incoming.headers, agent: false },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', (error: NodeJS.ErrnoException) => {
        failures.push(`${target.origin}: ${error.code ?? error.message}`);
        if (!outgoing.headersSent) outgoing.writeHead(502).end(error.message);
        else outgoing.destroy(error);
      });
      forwarded.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** Adds a backend; it takes traffic from its first ready probe. */
    async add(baseUrl: string) {
      backends.set(baseUrl, false);
      await probe();
    },
    remove(baseUrl: string) {
      backends.delete(baseUrl);
    },
    failures: () => [...failures],
    async close() {
      probing = false;
      await loop;
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
