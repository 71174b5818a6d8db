import swc from 'unplugin-swc';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  // SWC, not esbuild/oxc, because Nest's dependency injection needs emitted decorator metadata.
  plugins: [swc.vite({ tsconfigFile: './tsconfig.json' })],
  resolve: { conditions: ['source', 'module', 'node', 'default'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'default'] } },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The fault tests have their own run (vitest.faults.config.ts, `pnpm test:faults`).
    exclude: [...configDefaults.exclude, 'test/faults/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file boots its own app and database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
