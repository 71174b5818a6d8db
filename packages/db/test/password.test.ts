import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword, MAX_CONCURRENT_HASHES, verifyPassword } from '../src/index.js';

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP minimum and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple');

    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse battery staple')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Demo@1234')).not.toBe(await hashPassword('Demo@1234'));
  });

  it('answers false, not an error, for a malformed hash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyPassword('', 'anything')).toBe(false);
  });

  it('handles non-ASCII passwords', async () => {
    const hash = await hashPassword('पासवर्ड@123');
    expect(await verifyPassword(hash, 'पासवर्ड@123')).toBe(true);
  });
});

describe('password hashing under load', () => {
  it('queues hashes beyond MAX_CONCURRENT_HASHES and answers every caller correctly', async () => {
    const hash = await hashPassword('Demo@1234');
    const results = await Promise.all(
      Array.from({ length: MAX_CONCURRENT_HASHES * 3 + 1 }, (_, index) =>
        verifyPassword(hash, index % 2 === 0 ? 'Demo@1234' : 'wrong'),
      ),
    );
    expect(results).toEqual(results.map((_, index) => index % 2 === 0));
    expect(MAX_CONCURRENT_HASHES).toBeGreaterThanOrEqual(1);
  });
});

/** Nice values of this process's threads (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe.runIf(process.platform === 'linux')('hashing threads', () => {
  it('hash at a lower priority than the event loop', async () => {
    await hashPassword('Demo@1234');
    // Relative to the process's own nice value: CI may itself run niced.
    const [eventLoop, ...others] = threadNiceValues();
    expect(others).toContain(Math.min(eventLoop! + 10, 19));
  });
});
