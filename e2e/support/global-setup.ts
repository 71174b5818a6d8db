import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export type DemoLogin = { role: string; email: string; password: string };

declare module 'vitest' {
  // Declaration merging is the one case that needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseUrl: string;
    demoLogins: DemoLogin[];
  }
}

const repoRoot = new URL('../..', import.meta.url).pathname;

/**
 * Starts the app exactly as `npm start` does after its build (pnpm serve: node apps/api/dist/main.js,
 * production mode, embedded database) on a fresh data folder, and reads the demo logins it prints.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'markwise-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = await waitForBanner(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const demoLogins = parseDemoLogins(output);
  try {
    await waitForSeededEvaluations(
      baseUrl,
      demoLogins.filter((login) => login.role === 'ADMIN'),
    );
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('demoLogins', demoLogins);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function waitForBanner(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`app did not start in time:\n${output}`)),
      90_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Demo logins:[\s\S]*\n\n/.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`app exited with ${code}:\n${output}`)));
  });
}

/**
 * The seed leaves some of today's attempts 'submitted' without a job; the app's sweeper queues and
 * marks them about a minute after start. The level reports' counts move while that happens, so
 * the tests start once every demo institution has no attempt waiting for the machine or being
 * marked. (An attempt the machine was unsure of then waits for a teacher, 'in_review', which the
 * dashboard also counts as pending: that count no longer reaches 0.)
 */
async function waitForSeededEvaluations(baseUrl: string, admins: DemoLogin[]) {
  const deadline = Date.now() + 180_000;
  for (const admin of admins) {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    if (!login.ok) throw new Error(`demo admin ${admin.email} could not sign in: ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const waiting = async (status: 'submitted' | 'evaluating') => {
      const response = await fetch(
        `${baseUrl}/api/practice-sessions/evaluation?status=${status}&limit=1`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const body = (await response.json()) as { pagination?: { totalItems?: number } };
      return response.ok ? (body.pagination?.totalItems ?? null) : null;
    };
    for (;;) {
      const counts = {
        submitted: await waiting('submitted'),
        evaluating: await waiting('evaluating'),
      };
      if (counts.submitted === 0 && counts.evaluating === 0) break;
      if (Date.now() > deadline) {
        throw new Error(
          `seeded attempts still waiting to be marked after 3 minutes: ${JSON.stringify(counts)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

function parseDemoLogins(output: string): DemoLogin[] {
  const section = output.split('Demo logins:')[1] ?? '';
  return [...section.matchAll(/^\s+(ADMIN|STUDENT)\s+(\S+@\S+)\s+(\S+)/gm)].map(
    ([, role, email, password]) => ({
      role: role!,
      email: email!,
      password: password!,
    }),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
