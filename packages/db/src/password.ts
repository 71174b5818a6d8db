import { availableParallelism } from 'node:os';
import type { Options } from '@node-rs/argon2';
import { Piscina } from 'piscina';

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

/**
 * One password at a time per thread; jobs beyond the threads wait in the queue. Threads start
 * with the first jobs and stay (no idle timeout: starting one loads argon2 again), unreferenced
 * while idle, so they keep no finished process (a CLI, a test) alive.
 */
const threads = new Piscina({
  filename: new URL('./hashing-worker.mjs', import.meta.url).href,
  minThreads: 0,
  maxThreads: MAX_CONCURRENT_HASHES,
  idleTimeout: Infinity,
  niceIncrement: process.platform === 'linux' ? HASHING_NICE : 0,
});

/** Hashes on a hashing thread, so logins neither block the event loop nor take all its CPU. */
export async function hashPassword(plain: string): Promise<string> {
  return (await threads.run({ plain, options: PASSWORD_HASH_OPTIONS }, { name: 'hash' })) as string;
}

/** False for a wrong password and for a malformed hash, never throws on either. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return (await threads.run({ passwordHash, plain }, { name: 'verify' })) === true;
  } catch {
    return false;
  }
}
