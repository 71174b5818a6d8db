/**
 * `migrate`: applies the committed migrations once and exits, for a Kubernetes Job or init
 * container in front of API and worker processes started with MIGRATE_AT_START=false. Same
 * database settings as the API; several may run at once (an advisory lock serialises them).
 */
import { createDatabase, migrateDatabase, pendingMigrations } from '@markwise/db';
import { parseConfig } from '../config/config.schema.js';
import { databaseOptions, operatorMessage } from '../database/open-database.js';

async function main() {
  // Only the database settings: resolving the whole runtime config would write a JWT secret.
  const config = parseConfig(process.env);
  const database = await createDatabase({ ...databaseOptions(config), poolSize: 1 });
  try {
    const pending = await pendingMigrations(database);
    await migrateDatabase(database);
    const where = database.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database';
    console.log(
      pending === 0
        ? `The schema of ${where} is current: nothing to apply.`
        : `Applied ${pending} migration(s) to ${where}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = operatorMessage(error);
  console.error(message ?? 'Migration failed:', message ? '' : error);
  process.exit(1);
});
