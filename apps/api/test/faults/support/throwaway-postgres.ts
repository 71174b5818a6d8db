import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './api-process.js';

/**
 * A PostgreSQL server of the test's own (initdb into a temporary folder, pg_ctl on a free port),
 * so that it can be stopped and started without touching the shared server other suites use.
 */
export type ThrowawayPostgres = {
  /** postgres://markwise@127.0.0.1:<port>/markwise (trust authentication, loopback only). */
  url: string;
  port: number;
  /** Stops the server at once, as a crash or a power cut would (pg_ctl stop -m immediate). */
  stopImmediately(): void;
  /** Starts it again and returns when it accepts connections (pg_ctl start -w). */
  start(): void;
  /** Stops it and removes its folder. */
  destroy(): void;
  /** The server's log, for failure messages. */
  log(): string;
};

/** Debian's layout: /usr/lib/postgresql/<major>/bin; the newest major that has initdb. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? join(root, majors[0], 'bin') : undefined;
}

/** initdb and postgres refuse to run as root: as root, run them as the `postgres` user. */
function asServerUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Why the suite cannot start a server of its own here, or undefined when it can. */
export function throwawayPostgresUnavailable(): string | undefined {
  if (!postgresBinDir()) {
    return 'no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)';
  }
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return 'running as root and there is no postgres user to run the server as';
  }
  return undefined;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(throwawayPostgresUnavailable());
  const owner = asServerUser();
  const root = mkdtempSync(join(tmpdir(), 'markwise-fault-pg-'));
  if (owner) chownSync(root, owner.uid, owner.gid);
  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');
  const port = await freePort();

  /** A server binary, as the postgres user when we are root. */
  const command = (tool: string, args: string[]): [string, string[]] =>
    owner
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(...command(tool, args), {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (result.status !== 0) {
      throw new Error(
        `${tool} ${args.join(' ')} failed (${result.status ?? result.signal}):\n` +
          `${result.stdout}\n${result.stderr}\n${readLog()}`,
      );
    }
  };
  const readLog = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${root}'`,
    // A test database: durability is not what is under test, speed on a shared machine is.
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=50',
  ].join(' ');
  const start = () => run('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start']);

  const server: ThrowawayPostgres = {
    url: `postgres://markwise@127.0.0.1:${port}/markwise`,
    port,
    stopImmediately: () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    start,
    destroy() {
      // Stopped already or not: either way the folder goes.
      spawnSync(...command('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']), {
        cwd: root,
      });
      rmSync(root, { recursive: true, force: true });
    },
    log: readLog,
  };
  try {
    run('initdb', ['-D', dataDir, '-U', 'markwise', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    start();
    const client = new pg.Client({ connectionString: server.url.replace(/markwise$/, 'postgres') });
    await client.connect();
    await client.query('create database markwise').finally(() => client.end());
  } catch (error) {
    server.destroy();
    throw error;
  }
  return server;
}
