// Loaded first, as the web app's main.tsx does, before zod itself.
import '../src/strict-csp.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('strict-csp', () => {
  it('turns on zod’s jitless mode without importing zod', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
