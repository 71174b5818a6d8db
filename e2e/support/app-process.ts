import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const repoRoot = new URL('../..', import.meta.url).pathname;

export type AppProcess = {
  baseUrl: string;
  /** What the app printed until it was ready (its welcome lines, demo logins among them). */
  output: string;
  stop(): Promise<void>;
};

/**
 * Starts the app exactly as `npm start` does after its build (node apps/api/dist/main.js,
 * production mode) on a free port and the embedded database under `dataDir`; ready once it has
 * printed its welcome lines.
 */
export async function startApp(dataDir: string, env: Record<string, string> = {}) {
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = await waitForWelcome(child);
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { baseUrl: `http://127.0.0.1:${port}`, output, stop } satisfies AppProcess;
}

/** `pnpm create-admin` on `dataDir`: a new institution and its first admin, as an operator does. */
export function createAdmin(
  dataDir: string,
  admin: { institution: string; email: string; password: string },
) {
  const result = spawnSync(
    process.execPath,
    [
      'apps/api/dist/cli/create-admin.js',
      ...['--institution', admin.institution, '--email', admin.email],
      ...['--first-name', 'Asha', '--last-name', 'Rao'],
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: admin.password },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`create-admin failed:\n${result.stdout}${result.stderr}`);
}

/** The welcome is one write, from the 'API docs' line to a blank line (after any demo logins). */
function waitForWelcome(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`app did not start in time:\n${output}`)),
      90_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/API docs: [\s\S]*\n\n$/.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`app exited with ${code}:\n${output}`)));
  });
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
