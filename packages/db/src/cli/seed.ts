import { migrateDatabase } from '../migrate.js';
import { DEMO_LOGINS, seedDemoData } from '../seed/index.js';
import { describe, runCli } from './env.js';

await runCli(async (database) => {
  await migrateDatabase(database);
  const result = await seedDemoData(database.db);
  if (result.seeded) {
    const { users, courses, questionPapers, practiceSessions } = result.counts;
    console.log(
      `Seeded ${describe(database)}: ${users} users, ${courses} courses, ${questionPapers} question papers, ${practiceSessions} practice sessions.`,
    );
  } else {
    console.log(`Demo data already present in ${describe(database)}; nothing added.`);
  }
  console.log('\nDemo logins:');
  for (const login of DEMO_LOGINS) {
    console.log(
      `  ${login.role.padEnd(7)} ${login.email.padEnd(24)} ${login.password}  (${login.institution})`,
    );
  }
});
