import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { API_DIR, startAppProcess, type AppProcess } from './support/api-process.js';
import { createServerDatabase, queryRows, SERVER_URL } from './support/server-database.js';

/** Runs the built one-off `migrate` command against `url`; resolves with its exit code and output. */
function migrateCommand(url: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['dist/cli/migrate.js'], {
      cwd: API_DIR,
      env: { ...process.env, TEST_DATABASE_URL: '', DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const appliedCount = async (url: string) =>
  Number(
    (
      await queryRows<{ count: string }>(url, 'select count(*) from drizzle.__drizzle_migrations')
    )[0]?.count,
  );

/**
 * How an operator starts several replicas: all at once on an empty database (each migrates, the
 * advisory lock lets them take turns), or migrated first by the one-off command with
 * MIGRATE_AT_START=false on every replica.
 */
describe.skipIf(!SERVER_URL)('replicas starting on an empty PostgreSQL database', () => {
  const started: AppProcess[] = [];
  const databases: Awaited<ReturnType<typeof createServerDatabase>>[] = [];
  afterAll(async () => {
    for (const app of started) {
      await app.stop();
      app.cleanup();
    }
    for (const database of databases) await database.drop();
  });

  it('three API processes started together all come up (migrations, job queue install)', async () => {
    const empty = await createServerDatabase({ migrate: false });
    databases.push(empty);
    const replicas = await Promise.all(
      [0, 1, 2].map(() =>
        startAppProcess({ entry: 'main', env: { DATABASE_URL: empty.url }, waitReady: true }),
      ),
    );
    started.push(...replicas);
    for (const replica of replicas) expect(replica.running()).toBe(true);
    expect(await appliedCount(empty.url)).toBeGreaterThan(0);
  });

  it('with MIGRATE_AT_START=false an API refuses an unmigrated database; after `migrate` it starts', async () => {
    const empty = await createServerDatabase({ migrate: false });
    databases.push(empty);
    const env = { DATABASE_URL: empty.url, MIGRATE_AT_START: 'false' };
    const refused = await startAppProcess({ entry: 'main', env });
    started.push(refused);
    const exit = await refused.exited;
    expect(exit.code).toBe(1);
    expect(refused.output()).toMatch(
      /MIGRATE_AT_START=false, but the database lacks \d+ migration/,
    );
    // It migrated nothing.
    const [table] = await queryRows<{ present: boolean }>(
      empty.url,
      "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
    );
    expect(table?.present).toBe(false);

    const migrated = await migrateCommand(empty.url);
    expect(migrated.code, migrated.output).toBe(0);
    expect(migrated.output).toMatch(/Applied \d+ migration\(s\) to PostgreSQL/);
    const applied = await appliedCount(empty.url);
    const again = await migrateCommand(empty.url);
    expect(again.output).toContain('nothing to apply');

    const app = await startAppProcess({ entry: 'main', env, waitReady: true });
    started.push(app);
    expect(await appliedCount(empty.url)).toBe(applied);
  });
});
