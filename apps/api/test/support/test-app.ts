import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Database } from '@markwise/db';
import type { DestinationStream } from 'pino';
import supertest from 'supertest';
import { parseConfig } from '../../src/config/config.schema.js';
import { resolveRuntimeConfig, type RuntimeConfig } from '../../src/config/resolve-config.js';
import { createApp } from '../../src/create-app.js';
import { createLogger } from '../../src/common/logging/logger.js';
import { bearer } from './auth-helpers.js';
import { createTestDatabase } from './test-database.js';

export type TestApp = {
  app: NestExpressApplication;
  database: Database;
  config: RuntimeConfig;
  /** A supertest agent bound to the running HTTP server. */
  request: () => supertest.Agent;
  /** A supertest agent whose every request carries `token` as its bearer. */
  as: (token: string) => supertest.Agent;
  /**
   * Runs `use` with the app listening on a port of 127.0.0.1 (its origin given), for requests that
   * must arrive together: fetch's kept-alive sockets deliver a crowd in one turn of the loop.
   */
  listening<T>(use: (origin: string) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * What every test app starts from: a fresh data folder, a random JWT secret, no demo data, no
 * web build, silent logs; `env` overrides any of it.
 */
export function testRuntimeConfig(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'markwise-api-test-'));
  const config = resolveRuntimeConfig(
    parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      ...env,
    }),
  );
  return { config, dataDir };
}

/** The handle of an initialised app; close() stops it and throws its database and files away. */
export function testAppHandle(
  app: NestExpressApplication,
  { database, drop }: { database: Database; drop: () => Promise<unknown> },
  { config, dataDir }: { config: RuntimeConfig; dataDir: string },
): TestApp {
  const server = app.getHttpServer();
  return {
    app,
    database,
    config,
    request: () => supertest.agent(server),
    as: (token) => supertest.agent(server).set(bearer(token)),
    async listening(use) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
    async close() {
      await app.close();
      await drop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Boots the real application module on a fresh database, as main.ts does, without listening.
 * `logTo` receives the app's log lines (silent unless `env` sets LOG_LEVEL).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { logTo }: { logTo?: DestinationStream } = {},
): Promise<TestApp> {
  const setup = testRuntimeConfig(env);
  const testDatabase = await createTestDatabase();
  const logger = createLogger(setup.config.LOG_LEVEL, logTo);
  const app = await createApp({ config: setup.config, database: testDatabase.database, logger });
  await app.init();
  return testAppHandle(app, testDatabase, setup);
}
