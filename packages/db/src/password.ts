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

/** Hashes off the main thread (libuv pool), so logins do not block the event loop. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a malformed hash, never throws on either. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
