import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/**
 * The fault tests (`pnpm test:faults`, PostgreSQL only): a database server restarted under load,
 * workers killed mid-job, a failing LLM provider, graceful shutdown, the backup drill. They start
 * the built API as child processes, so the build runs once first, and the files run one at a
 * time: each loads the machine on its own.
 */
export default defineConfig({
  plugins: [swc.vite({ tsconfigFile: './tsconfig.json' })],
  resolve: { conditions: ['source', 'module', 'node', 'default'] },
  // Dependencies resolve as Node resolves them in production (`node`, then `import`), not by the
  // bundlers' `module` export: the AWS SDK's is ESM with extensionless imports Node cannot load.
  ssr: { resolve: { conditions: ['source', 'node', 'default'] } },
  test: {
    include: ['test/faults/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/faults/support/build-api.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
