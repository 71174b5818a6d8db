import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PRERENDERED_APP_NAME } from '@markwise/contract';
import express, { type NextFunction, type Request, type Response } from 'express';

/** Types of the assets the web build precompresses (vite.config.ts writes `.br` and `.gz`). */
const PRECOMPRESSED_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/**
 * The landing page's HTML prerendered by the web build (apps/web/scripts/prerender-landing.mjs).
 * In a dot folder, which the static handler does not serve: only `/` answers with it.
 */
export const PRERENDERED_LANDING = join('.prerendered', 'landing.html');

/**
 * Serves the built web app: hashed assets cached for a year (brotli or gzip files written at build
 * time when the browser accepts them), the prerendered landing page for `/` when the build has
 * one, and index.html for every other GET outside /api so that client routes survive a reload.
 * /api never falls back: an unknown API path stays a JSON 404.
 */
export function serveWebApp(
  app: NestExpressApplication,
  { distDir, appName }: { distDir: string; appName: string },
) {
  const indexHtml = join(distDir, 'index.html');
  const landing = prerenderedLanding(join(distDir, PRERENDERED_LANDING), appName);
  const assetsDir = join(distDir, 'assets');
  app.use('/assets', precompressed(assetsDir));
  app.use(
    '/assets',
    express.static(assetsDir, {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
      setHeaders: (response, path) => {
        const encoding = ENCODINGS.find(({ extension }) => path.endsWith(extension));
        if (!encoding) return;
        const original = path.slice(0, -encoding.extension.length);
        response.setHeader('Content-Encoding', encoding.name);
        response.setHeader('Content-Type', PRECOMPRESSED_TYPES[extname(original)]!);
      },
    }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isApi = request.path === '/api' || request.path.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    if (landing && request.path === '/') return sendLanding(request, response, landing);
    response.sendFile(indexHtml);
  });
}

type PrerenderedPage = Record<'identity' | (typeof ENCODINGS)[number]['name'], Buffer> & {
  etag: string;
};

/**
 * The prerendered landing page with the product name in place of the build's placeholder, and
 * its brotli and gzip forms: made once at start (APP_NAME changes only with a restart), about
 * 70 KB that compress to about 10.
 */
function prerenderedLanding(file: string, appName: string): PrerenderedPage | undefined {
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8').replaceAll(PRERENDERED_APP_NAME, escapeHtml(appName));
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
  };
}

function sendLanding(request: Request, response: Response, page: PrerenderedPage) {
  response.vary('Accept-Encoding');
  response.type('html');
  const encoding = preferredEncoding(request);
  const name = encoding?.name ?? 'identity';
  // Set before the body: `compression` leaves an encoded response alone, and `send` answers 304
  // to a matching If-None-Match.
  if (encoding) response.setHeader('Content-Encoding', encoding.name);
  response.setHeader('ETag', `"${page.etag}-${name}"`);
  response.send(page[name]);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)!.toString(10)};`);
}

/** Our preference (brotli is smaller) among the encodings the browser accepts at all. */
function preferredEncoding(request: Request) {
  return ENCODINGS.find(({ name }) => request.acceptsEncodings(name) === name);
}

/**
 * Points a request for a precompressed asset at its `.br` or `.gz` file when the browser accepts
 * that encoding and the build wrote one; the static handler then sends it with the original type.
 * The build's files are listed once at start: they change only with a deploy, which restarts the
 * server, and a set of them cannot grow with the paths requested. Kept over express-static-gzip
 * 3.0.2, which does the same with different headers: it replaces the `Vary: Origin` that CORS
 * set instead of adding to it, labels encoded files `charset=UTF-8` where express.static says
 * `utf-8`, and sends `Content-Encoding: br` on the 405 that answers a POST.
 */
function precompressed(assetsDir: string) {
  const files = new Set(
    existsSync(assetsDir)
      ? readdirSync(assetsDir, { recursive: true }).map((file) => `/${String(file)}`)
      : [],
  );
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (!(extname(request.path) in PRECOMPRESSED_TYPES)) return next();
    response.vary('Accept-Encoding');
    const encoding = preferredEncoding(request);
    if (!encoding || !files.has(`${request.path}${encoding.extension}`)) return next();
    request.url = `${request.path}${encoding.extension}`;
    next();
  };
}
