import { readdirSync, readFileSync } from 'node:fs';
import swc from 'unplugin-swc';
import { configDefaults, defineConfig, type UserWorkspaceConfig } from 'vitest/config';

const include = ['test/**/*.test.ts', 'src/**/*.test.ts'];
// The fault tests have their own run (vitest.faults.config.ts, `pnpm test:faults`).
const exclude = [...configDefaults.exclude, 'test/faults/**'];

/**
 * The test files that replace a module with vi.mock. A mock applies to the modules a file imports
 * after it, so these files need a module graph of their own (see `isolate` below).
 */
const filesThatMockModules = ['test', 'src'].flatMap((folder) =>
  readdirSync(new URL(`${folder}/`, import.meta.url), { recursive: true, encoding: 'utf8' })
    .map((path) => `${folder}/${path}`)
    .filter((path) => path.endsWith('.test.ts') && !path.startsWith('test/faults/'))
    .filter((path) =>
      /\bvi\.(do)?mock\(/.test(readFileSync(new URL(path, import.meta.url), 'utf8')),
    ),
);

const vite = {
  // SWC, not esbuild/oxc, because Nest's dependency injection needs emitted decorator metadata.
  plugins: [swc.vite({ tsconfigFile: './tsconfig.json' })],
  resolve: { conditions: ['source', 'module', 'node', 'default'] },
  // Dependencies resolve as Node resolves them in production (`node`, then `import`), not by the
  // bundlers' `module` export: the AWS SDK's is ESM with extensionless imports Node cannot load.
  ssr: { resolve: { conditions: ['source', 'node', 'default'] } },
} satisfies UserWorkspaceConfig;

const test = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Each file boots its own app and database; two at a time suits a 2-core machine.
  maxWorkers: 2,
} satisfies UserWorkspaceConfig['test'];

export default defineConfig({
  ...vite,
  test: {
    ...test,
    // Once for the run: the migrated database every test database starts as a copy of.
    globalSetup: ['test/support/database-template.ts'],
    projects: [
      {
        ...vite,
        test: {
          ...test,
          name: 'api',
          include,
          exclude: [...exclude, ...filesThatMockModules],
          // The files of one worker share its modules (Nest, Drizzle, PGlite, the app's own):
          // loaded once per worker instead of once per file (vitest's summed "import" time fell
          // from 687 s to 50 s). Each file still boots its own app on its own fresh database;
          // vitest restores spies between files, and no test changes process.env or uses fake
          // timers.
          isolate: false,
        },
      },
      ...(filesThatMockModules.length > 0
        ? [{ ...vite, test: { ...test, name: 'api, mocking', include: filesThatMockModules } }]
        : []),
    ],
  },
});
