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
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('demoLogins', parseDemoLogins(output));

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
