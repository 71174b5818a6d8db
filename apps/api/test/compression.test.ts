import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { writeWebDist } from './support/web-dist.js';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe(`response compression on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let webDist: ReturnType<typeof writeWebDist>;

  beforeAll(async () => {
    // As vite.config.ts's precompress plugin leaves a build.
    webDist = writeWebDist({
      'index.html': '<!doctype html><div id="root"></div>',
      'assets/index-3f9a1c.js': SCRIPT,
      'assets/index-3f9a1c.js.br': brotliCompressSync(SCRIPT),
      'assets/index-3f9a1c.js.gz': gzipSync(SCRIPT),
      'assets/small-77aa.css': 'a{}',
    });
    t = await createTestApp({ WEB_DIST_DIR: webDist.dir, CORS_ORIGINS: 'https://school.example' });
  });
  afterAll(async () => {
    await t.close();
    webDist.remove();
  });

  /** A GET answered 200, sent with this Accept-Encoding. */
  const fetchAccepting = (url: string, encodings: string) =>
    t.request().get(url).set('Accept-Encoding', encodings).expect(200);
  const asset = (encodings: string) => fetchAccepting('/assets/index-3f9a1c.js', encodings);

  it('serves the brotli file of a built asset when the browser accepts brotli', async () => {
    const response = await asset('gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(SCRIPT);
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
    expect(plain.text).toBe(SCRIPT);
  });

  it('adds Accept-Encoding to the Vary that CORS set, and encodes only what it serves', async () => {
    // What express-static-gzip got wrong (web-app.ts, `precompressed`).
    const response = await asset('gzip, deflate, br');
    expect(response.headers['vary']).toMatch(/Origin/);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/);
    const post = await t
      .request()
      .post('/assets/index-3f9a1c.js')
      .set('Accept-Encoding', 'br')
      .set('Origin', 'https://school.example');
    expect(post.status).toBe(405);
    expect(post.headers['content-encoding']).toBeUndefined();
  });

  it('serves an asset that has no compressed file as it is', async () => {
    const response = await fetchAccepting('/assets/small-77aa.css', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe('a{}');
  });

  it('compresses JSON answers over 12 KB, keeping no-store', async () => {
    const response = await fetchAccepting('/api/docs-json', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect((response.body as { openapi?: string }).openapi).toMatch(/^3\./);
    const small = await fetchAccepting('/api/health', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe('no-store');
  });

  it('compresses a whole JSON answer in one piece, as the streaming middleware would', async () => {
    const plain = await t.request().get('/api/docs-json').set('Accept-Encoding', 'identity');
    // supertest decodes the body; the raw length is in Content-Length when there is one.
    const encoded = (acceptEncoding: string) => fetchAccepting('/api/docs-json', acceptEncoding);
    // What browsers send: brotli, compressed in one call with a Content-Length.
    const browser = await encoded('gzip, deflate, br');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(Number(browser.headers['content-length'])).toBeGreaterThan(0);
    expect(Number(browser.headers['content-length'])).toBeLessThan(plain.text.length / 4);
    expect(browser.headers['vary']).toMatch(/Accept-Encoding/);
    expect(browser.headers['cache-control']).toBe('no-store');
    expect(browser.text).toBe(plain.text);
    // Weighted codings are negotiated by the streaming middleware: gzip here, chunked.
    const weighted = await encoded('br;q=0.1, gzip;q=0.9');
    expect(weighted.headers['content-encoding']).toBe('gzip');
    expect(weighted.headers['content-length']).toBeUndefined();
    expect(weighted.text).toBe(plain.text);
    // HEAD: no body, no encoding.
    const head = await t.request().head('/api/docs-json').set('Accept-Encoding', 'br').expect(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});
