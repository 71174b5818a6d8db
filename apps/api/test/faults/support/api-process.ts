import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DIR = fileURLToPath(new URL('../../..', import.meta.url));

export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };

/** A built API (`dist/main.js`) or worker (`dist/worker.js`) running as a child process. */
export type AppProcess = {
  child: ChildProcess;
  /** http://127.0.0.1:<port>; only meaningful for the API. */
  baseUrl: string;
  /** Everything it wrote to stdout and stderr, for assertions and for failure messages. */
  output(): string;
  /** Resolves when it exits (at once if it already has). */
  exited: Promise<Exit>;
  /** Whether it is still running. */
  running(): boolean;
  /** Sends `signal` and waits for the exit (SIGKILL after `timeoutMs`, reported as such). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>;
  /** Removes its data folder. */
  cleanup(): void;
};

/** A port nobody listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node dist/<entry>.js` with a fresh data folder, a random JWT secret and `env`. The API
 * gets a free port; pass `waitReady` to wait for its readiness endpoint to answer 200.
 */
export async function startAppProcess(options: {
  entry: 'main' | 'worker';
  env: Record<string, string>;
  waitReady?: boolean;
  readyTimeoutMs?: number;
}): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'markwise-fault-app-'));
  const child = spawn(process.execPath, ['--enable-source-maps', `dist/${options.entry}.js`], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      // The test's own settings must not leak in: the child uses DATABASE_URL only.
      TEST_DATABASE_URL: '',
      MARKWISE_FIGURES_FILE: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  let exit: Exit | undefined;
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal, at: Date.now() };
      resolve(exit);
    });
  });
  const output = () => chunks.join('');
  const app: AppProcess = {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output,
    exited,
    running: () => exit === undefined,
    async stop(signal = 'SIGTERM', timeoutMs = 60_000) {
      if (exit) return exit;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
  if (options.waitReady) {
    try {
      await waitForStatus(`${app.baseUrl}/api/health/ready`, 200, {
        timeoutMs: options.readyTimeoutMs ?? 90_000,
        alive: app.running,
      });
    } catch (error) {
      await app.stop('SIGKILL');
      app.cleanup();
      throw new Error(`${(error as Error).message}\n--- ${options.entry} output ---\n${output()}`, {
        cause: error,
      });
    }
  }
  return app;
}

/**
 * Polls `url` until it answers `status`; returns when it did. Fails after `timeoutMs`, or as soon
 * as `alive()` says the process behind it is gone.
 */
export async function waitForStatus(
  url: string,
  status: number,
  options: { timeoutMs: number; alive?: () => boolean; intervalMs?: number },
): Promise<number> {
  const deadline = Date.now() + options.timeoutMs;
  let last: string;
  for (;;) {
    if (options.alive && !options.alive()) throw new Error(`${url}: the process exited`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === status) return Date.now();
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > deadline) {
      throw new Error(`${url} did not answer ${status} in ${options.timeoutMs} ms (last: ${last})`);
    }
    await sleep(options.intervalMs ?? 100);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a process with this id exists (signal 0 checks without sending anything). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
