import type { Server } from 'node:http';
import { StandardSchemaValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Database } from '@markwise/db';
import compression from 'compression';
import { AppModule } from './app.module.js';
import { ErrorFilter } from './common/errors/error-filter.js';
import {
  COMPRESSION_THRESHOLD_BYTES,
  compressWholeBodies,
} from './common/http/whole-body-compression.js';
import { PinoNestLogger, requestLogger, type Logger } from './common/logging/logger.js';
import type { RuntimeConfig } from './config/resolve-config.js';
import { corsOptions, noStoreApi, securityHeaders, type NodeMiddleware } from './http-security.js';
import { installAutosaveFastPath } from './modules/attempts/autosave-fast-path.js';
import { ShutdownDrain } from './modules/health/shutdown-drain.js';
import { servePublicUploads } from './modules/uploads/serve-public-uploads.js';
import { OBJECT_STORE, type ObjectStore } from './modules/uploads/storage/object-store.js';
import { PUBLIC_UPLOAD_FOLDERS, UPLOADS_ROUTE } from './modules/uploads/upload-storage.service.js';
import { setupSwagger } from './swagger.js';
import { serveWebApp } from './web-app.js';

/**
 * Builds the whole HTTP application (used by main.ts and by the tests, so both run the same thing).
 * The database is opened and migrated by the caller.
 */
export async function createApp(options: {
  config: RuntimeConfig;
  database: Database;
  logger: Logger;
}): Promise<NestExpressApplication> {
  const { config, database, logger } = options;
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, database),
    {
      logger: new PinoNestLogger(logger),
      bufferLogs: false,
    },
  );

  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  // An idle kept-alive connection must outlive the proxy's idle timeout: a request a proxy sends
  // on a connection this server is closing at that moment fails (a 502 at the balancer).
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = config.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  // The header timer must not cut a kept-alive connection first (the usual advice behind
  // balancers), and Node honours a header timer only up to the request timer.
  server.headersTimeout = Math.max(server.headersTimeout, server.keepAliveTimeout + 1_000);
  server.requestTimeout = Math.max(server.requestTimeout, server.headersTimeout);
  app.disable('x-powered-by');
  // Express hashed every JSON answer (SHA-1) for an ETag that no client could use: API answers
  // are `no-store`. Files keep theirs (the static handler and sendFile make their own).
  app.set('etag', false);
  const drain = app.get(ShutdownDrain);
  // What every response gets, whoever answers it (the autosave's fast path too): the access log
  // and the headers.
  const everyResponse: NodeMiddleware[] = [
    requestLogger(logger),
    // Draining: each answer closes its connection, so keep-alive clients reconnect (and a load
    // balancer picks another replica) instead of holding the listener open past the delay.
    (_request, response, next) => {
      if (!drain.ready) response.setHeader('connection', 'close');
      next();
    },
    ...securityHeaders(),
    noStoreApi,
  ];
  app.use(...everyResponse);
  // JSON answers over 12 KB (long lists, the OpenAPI document) go out gzip- or brotli-compressed
  // (brotli at quality 4); built assets are precompressed (web-app.ts) and images
  // are not compressible, so this skips them. A body sent whole is compressed in one call by
  // compressWholeBodies, which wraps what compression() set up (so it must come after it).
  app.use(compression({ threshold: COMPRESSION_THRESHOLD_BYTES }));
  app.use(compressWholeBodies);
  app.enableCors(corsOptions(config));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new StandardSchemaValidationPipe());
  app.useGlobalFilters(new ErrorFilter(logger));
  // Exit 0 once shutdown finished, rather than re-raising the signal: a clean stop reads as one.
  app.enableShutdownHooks(undefined, { useProcessExit: true });

  // Public images (avatars, course pictures): random names, content-checked when stored, served
  // from the object store so any replica serves what another stored.
  const store = app.get<ObjectStore>(OBJECT_STORE, { strict: false });
  for (const folder of PUBLIC_UPLOAD_FOLDERS) {
    app.use(`/api${UPLOADS_ROUTE}/${folder}`, servePublicUploads({ store, folder, logger }));
  }
  // The exam's autosave, answered in front of Express and Nest in the ordinary case.
  installAutosaveFastPath(app, { everyResponse, crossOrigin: config.CORS_ORIGINS.length > 0 });
  setupSwagger(app, config);
  if (config.webDistDir) {
    serveWebApp(app, { distDir: config.webDistDir, appName: config.APP_NAME });
  }
  return app;
}
