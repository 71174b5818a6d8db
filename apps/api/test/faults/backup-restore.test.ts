import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, seedDemoData } from '@markwise/db/seed';
import PgBoss from 'pg-boss';
import { EVALUATION_JOB } from '../../src/modules/evaluation/queue/queue-options.js';
import { reportFigure } from '../support/figures.js';
import { startAppProcess, type AppProcess } from './support/api-process.js';
import { loginAs } from './support/http.js';
import { createServerDatabase, queryRows, SERVER_URL } from './support/server-database.js';

const hasTools = ['pg_dump', 'pg_restore'].every(
  (tool) => spawnSync(tool, ['--version']).status === 0,
);
/** CI installs PostgreSQL, client tools included (.ci/run): there a missing tool fails. */
const mustRun = process.env.CI === 'true' || process.env.CI === '1';
if (SERVER_URL && !hasTools && !mustRun) {
  console.warn('backup drill skipped: pg_dump and pg_restore are not on PATH');
}

type TableSummary = { table: string; rows: number; checksum: string };

/** Every table of every schema (ours, drizzle's migrations, pg-boss's), counted and checksummed. */
async function summarise(url: string): Promise<TableSummary[]> {
  const tables = await queryRows<{ name: string }>(
    url,
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
      order by 1`,
  );
  const summaries: TableSummary[] = [];
  for (const { name } of tables) {
    const [row] = await queryRows<{ rows: string; checksum: string }>(
      url,
      // Each row as text, in a fixed order: equal checksums mean equal contents.
      `select count(*) as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), ''))
         as checksum from ${name} t`,
    );
    summaries.push({ table: name, rows: Number(row!.rows), checksum: row!.checksum });
  }
  return summaries;
}

/**
 * The README's restore drill, on the PostgreSQL server: a database with the demo data and a
 * queued job is dumped with `pg_dump -Fc`, restored into a new database with `pg_restore`, and
 * every table matches (row counts and checksums, sequences too); the API then starts on the
 * restored copy and a demo user logs in.
 */
describe.skipIf(!SERVER_URL || (!hasTools && !mustRun))('backup and restore drill', () => {
  let source: Awaited<ReturnType<typeof createServerDatabase>>;
  let restored: Awaited<ReturnType<typeof createServerDatabase>>;
  let app: AppProcess | undefined;
  const folder = mkdtempSync(join(tmpdir(), 'markwise-backup-'));

  beforeAll(async () => {
    if (!hasTools) throw new Error('CI must run the backup drill: pg_dump/pg_restore missing');
    source = await createServerDatabase();
    restored = await createServerDatabase({ migrate: false });
  });

  afterAll(async () => {
    await app?.stop('SIGKILL');
    app?.cleanup();
    await source?.drop();
    await restored?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores a pg_dump into a fresh database with every table identical, and the app runs on it', async () => {
    await seedDemoData(source.database.db);
    // The queue's own tables are part of the backup: a waiting job must survive a restore.
    const boss = new PgBoss({ connectionString: source.url, schedule: false, supervise: false });
    await boss.start();
    await boss.createQueue(EVALUATION_JOB, { name: EVALUATION_JOB, policy: 'short' });
    await boss.send(EVALUATION_JOB, { sessionId: 'backup-drill', run: 1 });
    await boss.stop({ graceful: false, close: true });

    const dump = join(folder, 'markwise.dump');
    let started = Date.now();
    const dumped = spawnSync('pg_dump', ['--format=custom', `--file=${dump}`, source.url], {
      encoding: 'utf8',
    });
    expect(dumped.status, dumped.stderr).toBe(0);
    const dumpSeconds = (Date.now() - started) / 1000;

    started = Date.now();
    const restore = spawnSync(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${restored.url}`,
        dump,
      ],
      { encoding: 'utf8' },
    );
    expect(restore.status, restore.stderr).toBe(0);
    const restoreSeconds = (Date.now() - started) / 1000;

    const before = await summarise(source.url);
    const after = await summarise(restored.url);
    expect(after).toEqual(before);
    expect(before.find((t) => t.table === 'public.users')?.rows).toBeGreaterThan(0);
    expect(before.some((t) => t.table.startsWith('pgboss.') && t.rows > 0)).toBe(true);
    const sequences = `select schemaname, sequencename, last_value from pg_sequences order by 1, 2`;
    expect(await queryRows(restored.url, sequences)).toEqual(
      await queryRows(source.url, sequences),
    );

    // The restored copy is a working database: migrations are already there, logins work.
    app = await startAppProcess({
      entry: 'main',
      env: { DATABASE_URL: restored.url },
      waitReady: true,
    });
    const admin = DEMO_LOGINS.find((login) => login.role === 'ADMIN')!;
    expect(await loginAs(app.baseUrl, admin.email, admin.password)).toBeTruthy();

    const rows = before.reduce((sum, table) => sum + table.rows, 0);
    reportFigure(
      'backup restore drill',
      `${before.length} tables, ${rows} rows restored identical (counts and checksums); ` +
        `dump ${Math.round(statSync(dump).size / 1024)} KB in ${dumpSeconds.toFixed(1)} s, ` +
        `restore ${restoreSeconds.toFixed(1)} s; the API started on the copy and a demo admin ` +
        `logged in`,
    );
  });
});
