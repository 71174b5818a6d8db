import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // PGlite boots a WASM Postgres per database, and argon2 is slow on purpose.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
