import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '@markwise/db/seed';
import { API_DIR, startAppProcess, type AppProcess } from './support/api-process.js';
import { createServerDatabase, queryRows, SERVER_URL } from './support/server-database.js';

const scratch = mkdtempSync(join(tmpdir(), 'markwise-create-admin-'));

/** Runs the built `create-admin` command with `env`; resolves with its exit code and output. */
function createAdmin(args: string[], env: Record<string, string>, stdin = '') {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['dist/cli/create-admin.js', ...args], {
      cwd: API_DIR,
      // A scratch data folder: nothing may be written into the checkout.
      env: { ...process.env, TEST_DATABASE_URL: '', DATA_DIR: scratch, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stdin.end(stdin);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function userCount(url: string) {
  const [row] = await queryRows<{ count: string }>(url, 'select count(*) from users');
  return Number(row?.count);
}

const login = (baseUrl: string, email: string, password: string) =>
  fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

/**
 * A production start (NODE_ENV=production, a PostgreSQL DATABASE_URL, SEED_DEMO_DATA not set)
 * on an empty database: no account with a published password exists, the log says how to create
 * the first admin, and `create-admin` does so.
 */
describe.skipIf(!SERVER_URL)('a production start on an empty PostgreSQL database', () => {
  let db: Awaited<ReturnType<typeof createServerDatabase>>;
  let app: AppProcess;

  beforeAll(async () => {
    db = await createServerDatabase({ migrate: false });
    app = await startAppProcess({
      entry: 'main',
      env: { DATABASE_URL: db.url, SEED_DEMO_DATA: '', LOG_LEVEL: 'info' },
      waitReady: true,
    });
  });
  afterAll(async () => {
    await app?.stop();
    app?.cleanup();
    await db?.drop();
  });

  it('lets 4,096 connections wait for a busy event loop (a school connecting at once), as far as the kernel allows', () => {
    const { port } = new URL(app.baseUrl);
    const listing = spawnSync('ss', ['-Hltn', `sport = :${port}`], { encoding: 'utf8' });
    // For a listening socket, ss reports the accept queue's limit as Send-Q.
    const [, , limit] = listing.stdout.trim().split(/\s+/);
    const kernelCap = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    expect(Number(limit)).toBe(Math.min(4_096, kernelCap));
  });

  it('has no demo accounts and prints how to create the first admin', async () => {
    expect(await userCount(db.url)).toBe(0);
    for (const demo of DEMO_LOGINS) {
      expect((await login(app.baseUrl, demo.email, demo.password)).status).toBe(401);
    }
    expect(app.output()).not.toContain('Demo logins');
    expect(app.output()).toContain('The database is empty');
    expect(app.output()).toContain('create-admin');
  });

  it('create-admin makes the first institution and admin, who can sign in; weak passwords refused', async () => {
    const args = [
      '--institution',
      'Hill View School',
      '--email',
      'head@hillview.example',
      '--first-name',
      'Asha',
      '--last-name',
      'Rao',
    ];
    const weak = await createAdmin(args, { DATABASE_URL: db.url, ADMIN_PASSWORD: 'password123' });
    expect(weak.code).toBe(2);
    expect(weak.output).toMatch(/most commonly used passwords/);
    expect(await userCount(db.url)).toBe(0);

    const password = 'Hill-View-Opening-Day-2026';
    // The password from standard input: it never appears in the process list.
    const made = await createAdmin([...args, '--operator'], { DATABASE_URL: db.url }, password);
    expect(made.code, made.output).toBe(0);
    const response = await login(app.baseUrl, 'head@hillview.example', password);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { role: string } };
    expect(body.data.role).toBe('ADMIN');
    const [admin] = await queryRows<{ is_operator: boolean }>(
      db.url,
      `select is_operator from users where email = 'head@hillview.example'`,
    );
    expect(admin?.is_operator).toBe(true);

    // The command needs the database only: it writes no JWT secret anywhere.
    expect(existsSync(join(scratch, 'jwt-secret'))).toBe(false);
    expect(existsSync(join(API_DIR, 'data', 'jwt-secret'))).toBe(false);

    const again = await createAdmin(args, { DATABASE_URL: db.url, ADMIN_PASSWORD: password });
    expect(again.code).toBe(2);
    expect(again.output).toMatch(/exists|cannot use this email/);
  });
});
