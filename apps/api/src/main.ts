import 'reflect-metadata';
import { createDatabase, migrateDatabase } from '@markwise/db';
import { DEMO_LOGINS, isDatabaseEmpty, seedDemoData } from '@markwise/db/seed';
import { ConfigError, parseConfig } from './config/config.schema.js';
import { resolveRuntimeConfig } from './config/resolve-config.js';
import { createApp } from './create-app.js';
import { createLogger } from './common/logging/logger.js';
import { enforceShutdownTimeout } from './shutdown.js';

async function main() {
  const config = resolveRuntimeConfig(parseConfig(process.env));
  const logger = createLogger(config.LOG_LEVEL);

  const database = await createDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrateDatabase(database);
  logger.info({ database: database.kind }, 'database migrated');
  if (config.SEED_DEMO_DATA && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db);
    logger.info('demo data seeded');
  }

  const app = await createApp({ config, database, logger });
  enforceShutdownTimeout(config.SHUTDOWN_TIMEOUT_MS, logger);
  await app.listen(config.PORT, config.HOST);
  // The log is written asynchronously; flush it so the welcome lines come last.
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
  printWelcome(config.PORT, config.APP_NAME, config.SEED_DEMO_DATA);
}

function printWelcome(port: number, appName: string, demo: boolean) {
  const lines = [
    ``,
    `${appName} is running at http://localhost:${port}`,
    `API docs: http://localhost:${port}/api/docs`,
  ];
  if (demo) {
    lines.push(``, `Demo logins:`);
    for (const login of DEMO_LOGINS) {
      lines.push(
        `  ${login.role.padEnd(8)} ${login.email.padEnd(32)} ${login.password}   (${login.institution})`,
      );
    }
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
