import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = join(ROOT, 'apps/api/dist/main.js');
const CAPTURE = new URL('./capture-sql.mjs', import.meta.url).href;

/** A statement as the app's pg client received it. */
export type CapturedQuery = { text: string; values?: unknown[]; rowMode?: string; name?: string };

export type AppProcess = {
  baseUrl: string;
  pid: number;
  /** The key its access tokens are signed with (the framework bench verifies them too). */
  jwtSecret: string;
  /** Resident set size of the process now, in MiB (from /proc). */
  rssMiB(): number;
  /** Runs `work` (one request) while the app records its SQL; returns what it ran. */
  captureQueries(work: () => Promise<void>): Promise<CapturedQuery[]>;
  stop(): Promise<void>;
};

/**
 * The compiled API (and the built web app, when asked) is what runs in production, so that is what
 * is measured. Built here when missing or older than any source it is compiled from.
 */
export function ensureBuilt(log: (line: string) => void, options: { web: boolean }) {
  const packages = ['packages/contract', 'packages/db', 'packages/evaluator', 'apps/api'];
  if (options.web) packages.push('apps/web');
  const stale = packages.filter((dir) => {
    const dist = join(ROOT, dir, 'dist');
    return !existsSync(dist) || newestMtime(join(ROOT, dir, 'src')) > newestMtime(dist);
  });
  if (stale.length === 0) return;
  const filters = ['--filter', '@markwise/api...'];
  if (options.web) filters.push('--filter', '@markwise/web...');
  log(`Building (${stale.join(', ')} out of date): pnpm ${filters.join(' ')} build`);
  const result = spawnSync('pnpm', [...filters, 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed; see above.');
}

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Starts `node apps/api/dist/main.js` on a free port: on PostgreSQL when `databaseUrl` is given,
 * else on the PGlite database under `dataDir` (which is then left in place).
 */
export async function startApp(options: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize: number;
  logLevel: string;
  /** The built web app to serve; none by default. */
  webDistDir?: string;
  env?: Record<string, string>;
}): Promise<AppProcess> {
  const port = await freePort();
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'markwise-bench-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_POOL_SIZE: String(options.poolSize),
    SEED_DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: options.webDistDir ?? join(dataDir, 'no-web'),
    JWT_SECRET: jwtSecret,
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    LOG_LEVEL: options.logLevel,
    // No evaluation workers in the measured app: its sweeper would queue the seed's submitted
    // sessions and evaluate them in the background while the endpoints are measured.
    EVALUATION_WORKERS: 'external',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  // Node refuses --cpu-prof in NODE_OPTIONS, so a profile of the measured app is asked for here.
  const profile = process.env.BENCH_APP_CPU_PROF_DIR;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...profiling, '--import', CAPTURE, MAIN], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env,
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseUrl, exited);
  } catch (error) {
    child.kill('SIGKILL');
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n--- app output ---\n${output.join('')}`, {
      cause: error,
    });
  }

  return {
    baseUrl,
    pid: child.pid!,
    jwtSecret,
    rssMiB: () => rssMiB(child.pid!),
    captureQueries: (work) => captureQueries(child, work),
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function rssMiB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function waitUntilReady(baseUrl: string, exited: Promise<number | null>) {
  let stopped: number | null | undefined;
  void exited.then((code) => (stopped = code));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (stopped !== undefined) throw new Error(`The app exited with code ${stopped}`);
    const ready = await fetch(`${baseUrl}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The app was not ready within 180 s');
}

type CaptureReply = { type: 'bench:capture'; on: boolean; queries?: CapturedQuery[] };

async function captureQueries(child: ChildProcess, work: () => Promise<void>) {
  const reply = (on: boolean) =>
    new Promise<CaptureReply>((resolve) => {
      const listen = (message: CaptureReply) => {
        if (message?.type !== 'bench:capture' || message.on !== on) return;
        child.off('message', listen);
        resolve(message);
      };
      child.on('message', listen);
      child.send({ type: 'bench:capture', on });
    });
  await reply(true);
  await work();
  return (await reply(false)).queries ?? [];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
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
