import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, sleep } from '../faults/support/api-process.js';

/** Whether Debian's `pgbouncer` is installed (`apt-get install pgbouncer`). */
export const PGBOUNCER_AVAILABLE = spawnSync('pgbouncer', ['--version']).status === 0;

export type Bouncer = {
  /** `serverUrl` with host and port replaced by the bouncer's. */
  url: (serverUrl: string) => string;
  output(): string;
  stop(): Promise<void>;
};

/**
 * PgBouncer in transaction mode on a random port in front of the PostgreSQL server of
 * `serverUrl`: each transaction gets whichever of `poolSize` server connections is free, as a
 * managed pooler does. Runs as `nobody` when the tests run as root (it refuses root).
 */
export async function startPgBouncer(serverUrl: string, poolSize = 5): Promise<Bouncer> {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'markwise-pgbouncer-'));
  chmodSync(dir, 0o755);
  const config = join(dir, 'pgbouncer.ini');
  writeFileSync(join(dir, 'userlist.txt'), `"${user}" "${password}"\n`, { mode: 0o644 });
  writeFileSync(
    config,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = plain',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 500',
      'ignore_startup_parameters = extra_float_digits,options',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0 ? ['-u', 'nobody'] : [];
  const child: ChildProcess = spawn('pgbouncer', [...asRoot, config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const output = () => chunks.join('');
  for (let tries = 0; !(await listening(port)); tries++) {
    if (tries > 100 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`pgbouncer did not start:\n${output()}`);
    }
    await sleep(50);
  }
  return {
    url(serverUrl) {
      const url = new URL(serverUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
