import 'reflect-metadata';
import { DEMO_LOGINS, isDatabaseEmpty, seedDemoData } from '@markwise/db/seed';
import { parseConfig } from './config/config.schema.js';
import { resolveRuntimeConfig } from './config/resolve-config.js';
import { createApp } from './create-app.js';
import { openDatabase, operatorMessage } from './database/open-database.js';
import { createLogger } from './common/logging/logger.js';
import { enforceShutdownTimeout } from './shutdown.js';

/** What the operator of a fresh deployment does next: demo data is never seeded there. */
const FIRST_ADMIN_HINT = [
  'The database is empty: no institution and no account exist yet. Create the first',
  'institution and its admin (the password is read from ADMIN_PASSWORD or standard input):',
  '  docker compose exec app create-admin --institution "Greenfield School" \\',
  '    --email head@school.example --first-name Asha --last-name Rao --operator',
  'Outside Docker, with the same environment: pnpm create-admin --institution ... (same options)',
  'On the embedded database, stop the app first: one process at a time may open it.',
].join('\n');

/**
 * Connections the kernel holds for the API while its event loop is busy. Node's default, 511, is
 * less than a school connecting at once (an exam's start), and the kernel resets a connection left
 * unaccepted past its handshake retries (about a minute). Linux caps it at net.core.somaxconn
 * (4096 by default since 5.4).
 */
const LISTEN_BACKLOG = 4_096;

async function main() {
  const config = resolveRuntimeConfig(parseConfig(process.env));
  const logger = createLogger(config.LOG_LEVEL);

  const database = await openDatabase(config, logger);
  const empty = await isDatabaseEmpty(database.db);
  if (empty && config.SEED_DEMO_DATA) {
    if (database.kind === 'postgres') {
      logger.warn(
        'SEED_DEMO_DATA=true on PostgreSQL: seeding demo accounts whose passwords are published; ' +
          'never on a server that students or the internet can reach',
      );
    }
    await seedDemoData(database.db);
    logger.info('demo data seeded');
  }

  const app = await createApp({ config, database, logger });
  // The budget starts when the drain delay ends: the delay only keeps serving.
  enforceShutdownTimeout(config.SHUTDOWN_DRAIN_DELAY_MS + config.SHUTDOWN_TIMEOUT_MS, logger);
  // Nest hands what follows the port to the server's listen(port, host, backlog); its types name a
  // callback there instead.
  const listen = app.listen.bind(app) as unknown as (
    port: number,
    host: string,
    backlog: number,
  ) => Promise<unknown>;
  await listen(config.PORT, config.HOST, LISTEN_BACKLOG);
  // The log is written asynchronously; flush it so the welcome lines come last.
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
  printWelcome(config.PORT, config.APP_NAME, {
    demo: config.SEED_DEMO_DATA,
    firstAdminNeeded: empty && !config.SEED_DEMO_DATA,
  });
}

function printWelcome(
  port: number,
  appName: string,
  { demo, firstAdminNeeded }: { demo: boolean; firstAdminNeeded: boolean },
) {
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
  if (firstAdminNeeded) lines.push(``, FIRST_ADMIN_HINT);
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  const message = operatorMessage(error);
  if (message) {
    console.error(message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
