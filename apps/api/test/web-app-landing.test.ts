import { PRERENDERED_APP_NAME } from '@markwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_LANDING } from '../src/web-app.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TEST_DATABASE_KIND } from './support/test-database.js';
import { writeWebDist } from './support/web-dist.js';

const SHELL = '<!doctype html><title>Markwise</title><div id="root"></div>';
// As apps/web/scripts/prerender-landing.mjs writes it: the placeholder in the title, the meta
// the client reads before hydrating, and the page's text; long enough to be worth compressing.
const LANDING =
  `<!doctype html><title>${PRERENDERED_APP_NAME}</title>` +
  `<meta name="application-name" content="${PRERENDERED_APP_NAME}" />` +
  `<div id="root"><h1>Welcome</h1><p>${PRERENDERED_APP_NAME} reads answer sheets.</p>` +
  `${'<p>feature</p>'.repeat(200)}</div>`;
const APP_NAME = 'Acme & "Sons" <Exams>';
const ESCAPED = 'Acme &#38; &#34;Sons&#34; &#60;Exams&#62;';

describe(`the prerendered landing page on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let webDist: ReturnType<typeof writeWebDist>;

  beforeAll(async () => {
    webDist = writeWebDist({ 'index.html': SHELL, [PRERENDERED_LANDING]: LANDING });
    t = await createTestApp({ WEB_DIST_DIR: webDist.dir, APP_NAME });
  });
  afterAll(async () => {
    await t.close();
    webDist.remove();
  });

  it('serves / prerendered, with APP_NAME escaped in place of the placeholder', async () => {
    const page = await t.request().get('/').set('Accept-Encoding', 'identity').expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).not.toContain(PRERENDERED_APP_NAME);
    expect(page.text).toContain(`<title>${ESCAPED}</title>`);
    expect(page.text).toContain(`<meta name="application-name" content="${ESCAPED}" />`);
    expect(page.text).toContain(`<p>${ESCAPED} reads answer sheets.</p>`);
  });

  it('sends it brotli- or gzip-compressed as the browser accepts, and revalidates it', async () => {
    const br = await t.request().get('/').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    expect(br.text).toContain(`<p>${ESCAPED} reads answer sheets.</p>`);

    const gzip = await t.request().get('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toContain(`<p>${ESCAPED} reads answer sheets.</p>`);

    const etag = gzip.headers['etag'];
    expect(etag).toMatch(/^".+-gzip"$/);
    await t
      .request()
      .get('/')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', etag!)
      .expect(304);
  });

  it('keeps the empty shell for every other address, and does not serve the raw file', async () => {
    for (const path of ['/login', '/exams', '/index.html', `/${PRERENDERED_LANDING}`]) {
      const page = await t.request().get(path).set('Accept-Encoding', 'identity').expect(200);
      expect(page.text, path).toBe(SHELL);
    }
  });
});
