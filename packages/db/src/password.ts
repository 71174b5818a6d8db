import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Options } from '@node-rs/argon2';

/**
 * OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. `algorithm` 2 is Argon2id; the package
 * declares its enum as an ambient const enum, which isolated modules cannot reference by name.
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/** Hashing threads: one core fewer than the machine has, at least one. */
export const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);

/**
 * The hashing threads' nice value (Linux; elsewhere it would apply to the whole process, so it is
 * not set). argon2id is built to take a core for tens of milliseconds; off the event loop (libuv's
 * pool, the library's async path) a burst of logins still took every core of a 2-core server and
 * starved the event loop and PostgreSQL of CPU: 8 concurrent logins tripled other requests' p99
 * (`pnpm bench`, section 4). Niced threads hash at full speed on an idle machine and yield the CPU
 * to the rest of the API when it is busy.
 */
const HASHING_NICE = 10;

type Job = {
  operation: 'hash' | 'verify';
  args: [string, string | Options];
  resolve(value: string | boolean): void;
  reject(error: Error): void;
};

// CommonJS evaluated in the thread: it runs the same way from the TypeScript source (tests) and
// from dist, without a file of its own to locate.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
if (process.platform === 'linux') {
  try { require('node:os').setPriority(workerData.nice); } catch {}
}
const argon2 = require(workerData.argon2);
parentPort.on('message', ({ operation, args }) => {
  try {
    const result = operation === 'hash' ? argon2.hashSync(...args) : argon2.verifySync(...args);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});`;

const ARGON2 = createRequire(import.meta.url).resolve('@node-rs/argon2');

/** Threads hashing one password at a time each; jobs wait for a free one. Created on first use. */
class HashingThreads {
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private started = 0;

  run(operation: Job['operation'], args: Job['args']): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ operation, args, resolve, reject });
      this.next();
    });
  }

  private next() {
    if (this.queue.length === 0) return;
    const worker = this.idle.pop() ?? (this.started < MAX_CONCURRENT_HASHES ? this.spawn() : null);
    if (!worker) return;
    const job = this.queue.shift()!;
    const settle = (message: { result?: string | boolean; error?: string }) => {
      worker.off('error', fail);
      // Idle threads must not keep a finished process (a CLI, a test) alive; busy ones must.
      worker.unref();
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.result!);
      this.idle.push(worker);
      this.next();
    };
    const fail = (error: Error) => {
      worker.off('message', settle);
      job.reject(error);
    };
    worker.once('message', settle);
    worker.once('error', fail);
    worker.ref();
    worker.postMessage({ operation: job.operation, args: job.args });
  }

  private spawn(): Worker {
    this.started += 1;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { argon2: ARGON2, nice: HASHING_NICE },
    });
    // A thread that dies (out of memory, say) is replaced by the next job.
    worker.on('error', () => undefined);
    worker.once('exit', () => {
      this.started -= 1;
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
      this.next();
    });
    return worker;
  }
}

const threads = new HashingThreads();

/** Hashes on a hashing thread, so logins neither block the event loop nor take all its CPU. */
export async function hashPassword(plain: string): Promise<string> {
  return (await threads.run('hash', [plain, PASSWORD_HASH_OPTIONS])) as string;
}

/** False for a wrong password and for a malformed hash, never throws on either. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return (await threads.run('verify', [passwordHash, plain])) === true;
  } catch {
    return false;
  }
}
