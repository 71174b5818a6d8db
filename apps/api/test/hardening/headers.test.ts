import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config.schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TEST_DATABASE_KIND } from '../support/test-database.js';
import { writeWebDist } from '../support/web-dist.js';

const ALLOWED = 'https://school.example';
const REFUSED = 'https://evil.example';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe(`security headers and CORS on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let webDist: ReturnType<typeof writeWebDist>;

  beforeAll(async () => {
    // index.html and one hashed asset.
    webDist = writeWebDist({
      'index.html':
        '<!doctype html><div id="root"></div><script type="module" src="/assets/index-3f9a1c.js"></script>',
      'assets/index-3f9a1c.js': 'console.log("app")',
    });
    // A trailing slash, as people write it: it must still match the Origin header.
    t = await createTestApp({ WEB_DIST_DIR: webDist.dir, CORS_ORIGINS: `${ALLOWED}/` });
  });
  afterAll(async () => {
    await t.close();
    webDist.remove();
  });

  describe('Content-Security-Policy', () => {
    it('fits the SPA: own scripts only, no inline or eval, no plugins, no <base>, no framing', async () => {
      const page = await t.request().get('/courses').expect(200);
      const csp = directives(page.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      const all = page.headers['content-security-policy'] as string;
      expect(all).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(all).not.toContain('upgrade-insecure-requests');
    });

    it('covers API responses and Swagger UI too', async () => {
      for (const path of ['/api/health', '/api/docs']) {
        const response = await t.request().get(path).redirects(1).expect(200);
        expect(directives(response.headers['content-security-policy']).get('object-src')).toEqual([
          "'none'",
        ]);
      }
    });
  });

  it('sends HSTS, nosniff, Referrer-Policy, X-Frame-Options and Permissions-Policy', async () => {
    for (const path of ['/', '/api/health', '/assets/index-3f9a1c.js']) {
      const response = await t.request().get(path).expect(200);
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  describe('Cache-Control', () => {
    it('is no-store on API answers, errors included', async () => {
      for (const [path, status] of [
        ['/api/health', 200],
        ['/api/app-config', 200],
        ['/api/auth/profile', 401],
        ['/api/no-such-route', 404],
        ['/api/docs-json', 200],
      ] as const) {
        const response = await t.request().get(path).expect(status);
        expect(response.headers['cache-control'], path).toBe('no-store');
      }
      const login = await t
        .request()
        .post('/api/auth/login')
        .send({ email: 'a@b.c', password: 'x' });
      expect(login.headers['cache-control']).toBe('no-store');
    });

    it('lets hashed assets be cached for a year, and revalidates index.html', async () => {
      const asset = await t.request().get('/assets/index-3f9a1c.js').expect(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const page = await t.request().get('/').expect(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('CORS', () => {
    it('answers an allowed origin, and only it', async () => {
      const allowed = await t.request().get('/api/app-config').set('Origin', ALLOWED).expect(200);
      expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(allowed.headers['vary']).toMatch(/Origin/);
      expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();

      const refused = await t.request().get('/api/app-config').set('Origin', REFUSED);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      const lookalike = await t
        .request()
        .get('/api/app-config')
        .set('Origin', `${ALLOWED}.evil.example`);
      expect(lookalike.headers['access-control-allow-origin']).toBeUndefined();
    });

    /** A browser's preflight of a DELETE of /api/students from `origin`, sending `headers`. */
    const preflightFrom = (origin: string, headers: string) =>
      t
        .request()
        .options('/api/students')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'DELETE')
        .set('Access-Control-Request-Headers', headers);

    it('answers a preflight from an allowed origin with the methods and headers it may use', async () => {
      const preflight = await preflightFrom(ALLOWED, 'authorization,content-type').expect(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(preflight.headers['access-control-allow-methods']).toMatch(/DELETE/);
      expect(preflight.headers['access-control-allow-headers']).toMatch(/Authorization/);
      expect(preflight.headers['access-control-max-age']).toBe('600');
    });

    it('gives a preflight from another origin nothing that lets it through', async () => {
      const preflight = await preflightFrom(REFUSED, 'authorization');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('allows no other origin at all by default', () => {
      expect(parseConfig({}).CORS_ORIGINS).toEqual([]);
      expect(
        parseConfig({ CORS_ORIGINS: 'https://a.example/x, http://b.example:8080/' }).CORS_ORIGINS,
      ).toEqual(['https://a.example', 'http://b.example:8080']);
      expect(() => parseConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    });
  });
});
