import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The first numeric answer loads mathjs (lazily, for unit conversion): over 5 s while CI's
    // other suites share the machine.
    testTimeout: 30_000,
  },
});
