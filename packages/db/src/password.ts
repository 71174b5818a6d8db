import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';

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

/**
 * Hashes at once, at most: one core fewer than the machine has (at least one). Hashing runs on
 * libuv's pool (4 threads), off the event loop, but a burst of logins would still take every core
 * and starve the event loop of CPU: on 2 cores, 8 concurrent logins tripled the p99 of other
 * requests (`pnpm bench`, section 4). Queued logins wait instead; the rest of the API stays fast.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);

let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, if any.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Hashes off the main thread (libuv pool), so logins do not block the event loop. */
export function hashPassword(plain: string): Promise<string> {
  return withHashSlot(() => hash(plain, PASSWORD_HASH_OPTIONS));
}

/** False for a wrong password and for a malformed hash, never throws on either. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await withHashSlot(() => verify(passwordHash, plain));
  } catch {
    return false;
  }
}
