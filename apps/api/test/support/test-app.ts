import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Database } from '@markwise/db';
import supertest from 'supertest';
import { parseConfig } from '../../src/config/config.schema.js';
import { resolveRuntimeConfig, type RuntimeConfig } from '../../src/config/resolve-config.js';
import { createApp } from '../../src/create-app.js';
import { createLogger } from '../../src/common/logging/logger.js';
import { createTestDatabase } from './test-database.js';

export type TestApp = {
  app: NestExpressApplication;
  database: Database;
  config: RuntimeConfig;
  /** A supertest agent bound to the running HTTP server. */
  request: () => supertest.Agent;
  close(): Promise<void>;
};

/** Boots the real application module on a fresh database, as main.ts does, without listening. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
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
  const { database, drop } = await createTestDatabase();
  const app = await createApp({ config, database, logger: createLogger(config.LOG_LEVEL) });
  await app.init();
  const server = app.getHttpServer();
  return {
    app,
    database,
    config,
    request: () => supertest.agent(server),
    async close() {
      await app.close();
      await drop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
