import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { PinoNestLogger, createLogger } from './common/logging/logger.js';
import { ConfigError, parseConfig } from './config/config.schema.js';
import { resolveRuntimeConfig } from './config/resolve-config.js';
import { openDatabase } from './database/open-database.js';
import { WorkerModule } from './modules/evaluation/worker.module.js';
import { enforceShutdownTimeout } from './shutdown.js';
import { startWorkerHealth } from './worker-health.js';

/**
 * `pnpm worker`: an evaluation worker without HTTP, for EVALUATION_WORKERS=external (or to add
 * capacity beside the API's own workers). Same configuration and database as the API.
 */
async function main() {
  const config = resolveRuntimeConfig(parseConfig(process.env));
  const logger = createLogger(config.LOG_LEVEL);
  if (!config.DATABASE_URL) {
    // PGlite is an embedded, single-process database: only the API process can open it.
    throw new ConfigError([
      'DATABASE_URL: a separate worker needs PostgreSQL; with the embedded database keep EVALUATION_WORKERS=in-process',
    ]);
  }
  const database = await openDatabase(config, logger);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, database), {
    logger: new PinoNestLogger(logger),
  });
  // SIGTERM/SIGINT: stop taking jobs, let running ones finish, then close the database.
  app.enableShutdownHooks(undefined, { useProcessExit: true });
  enforceShutdownTimeout(config.SHUTDOWN_TIMEOUT_MS, logger);
  await app.init();
  if (config.WORKER_HEALTH_PORT) {
    const health = await startWorkerHealth({
      host: config.HOST,
      port: config.WORKER_HEALTH_PORT,
      database,
      logger,
    });
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, health.notReady);
  }
  logger.info(
    { concurrency: config.EVALUATION_CONCURRENCY, evaluator: config.EVALUATOR },
    'evaluation worker started',
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : 'Worker failed to start:',
    error instanceof ConfigError ? '' : error,
  );
  process.exit(1);
});
