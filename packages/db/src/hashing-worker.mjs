// The task functions of password.ts's hashing threads (piscina loads this file in each): plain
// JavaScript, so the threads load it the same way from the TypeScript source (tests) and from dist.
import { hashSync, verifySync } from '@node-rs/argon2';

/** @param {{ plain: string, options: import('@node-rs/argon2').Options }} task */
export const hash = ({ plain, options }) => hashSync(plain, options);

/** @param {{ passwordHash: string, plain: string }} task */
export const verify = ({ passwordHash, plain }) => verifySync(passwordHash, plain);
