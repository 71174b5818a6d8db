import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
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
 * Serves the built web app: hashed assets cached for a year (brotli or gzip files written at build
 * time when the browser accepts them), and index.html for every other GET outside /api so that
 * client routes survive a reload. /api never falls back: an unknown API path stays a JSON 404.
 */
export function serveWebApp(app: NestExpressApplication, distDir: string) {
  const indexHtml = join(distDir, 'index.html');
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
    response.sendFile(indexHtml);
  });
}

/**
 * Points a request for a precompressed asset at its `.br` or `.gz` file when the browser accepts
 * that encoding and the file exists; the static handler then sends it with the original type.
 */
function precompressed(assetsDir: string) {
  const known = new Map<string, boolean>();
  const exists = (path: string) => {
    let found = known.get(path);
    if (found === undefined) {
      found = existsSync(path);
      known.set(path, found);
    }
    return found;
  };
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (!(extname(request.path) in PRECOMPRESSED_TYPES)) return next();
    response.vary('Accept-Encoding');
    // Our preference (brotli is smaller), among what the browser accepts at all.
    const encoding = ENCODINGS.find(({ name }) => request.acceptsEncodings(name) === name);
    if (!encoding || request.path.includes('..')) return next();
    if (!exists(join(assetsDir, `${request.path}${encoding.extension}`))) return next();
    request.url = `${request.path}${encoding.extension}`;
    next();
  };
}
