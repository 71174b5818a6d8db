import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other GET
 * outside /api so that client routes survive a reload. /api never falls back: an unknown API path
 * stays a JSON 404.
 */
export function serveWebApp(app: NestExpressApplication, distDir: string) {
  const indexHtml = join(distDir, 'index.html');
  app.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isApi = request.path === '/api' || request.path.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
}
