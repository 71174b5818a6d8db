import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

/** GET `path` through `agent`; resolves with the status and whether a kept-alive socket carried it. */
function get(agent: Agent, port: number, path: string) {
  return new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const req = request({ agent, host: '127.0.0.1', port, path }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, reused: req.reusedSocket }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A proxy keeps idle connections to the API open for up to its own idle timeout (60 s and more)
 * and sends the next request on one: the API must not have closed it meanwhile, or that request
 * fails at the proxy. Node closes idle connections after 5 s unless told otherwise.
 */
describe('kept-alive connections', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '8000' });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('stay open while idle for longer than Node’s 5 s default', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(agent, port, '/api/health')).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get(agent, port, '/api/health')).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});
