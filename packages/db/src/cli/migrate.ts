import { migrateDatabase } from '../migrate.js';
import { describe, runCli } from './env.js';

await runCli(async (database) => {
  await migrateDatabase(database);
  console.log(`Migrations applied to ${describe(database)}.`);
});
