import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webSrc = join(import.meta.dirname, 'apps/web/src');
const webFeatures = readdirSync(join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FEATURE_RULE =
  'A feature imports only src/components, hooks, lib, config, the contract and its own files: move what two features share down into those folders, or compose the features in src/app.';
const SHARED_RULE =
  'Shared code (components, hooks, lib, config) does not import a feature or the app: it sits below them.';

/**
 * The web app's layers (bulletproof-react's zones): app → features → shared. Imports are resolved
 * to files first (the `@/` alias included), so a relative path that leaves a feature is caught too.
 */
const webBoundaries = [
  // One zone per feature folder, read from the disk, so a new feature is kept apart at once.
  ...webFeatures.map((feature) => ({
    target: join(webSrc, 'features', feature),
    from: join(webSrc, 'features'),
    except: [`./${feature}`],
    message: FEATURE_RULE,
  })),
  {
    target: ['components', 'hooks', 'lib', 'config'].map((dir) => join(webSrc, dir)),
    from: [join(webSrc, 'features'), join(webSrc, 'app'), join(webSrc, 'prerender')],
    message: SHARED_RULE,
  },
  {
    // The test harness wraps screens in the app's providers, but serves every feature alike.
    target: join(webSrc, 'test'),
    from: join(webSrc, 'features'),
    message: 'The test harness does not import a feature: each feature brings its own test data.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/web/dist-ssr/**',
      '**/node_modules/**',
      '**/coverage/**',
      'packages/db/drizzle/**',
      'data/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Only the data layer (apps/api/src/data) touches Drizzle: feature modules, commands and the
    // bootstrap call its repositories, which take a scope first (ARCHITECTURE.md, Data access).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/data/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@markwise/db',
              allowImportNames: [
                'createDatabase',
                'DataDirInUseError',
                'migrateDatabase',
                'pendingMigrations',
                'withSessionLock',
                'hashPassword',
                'verifyPassword',
              ],
              allowTypeImports: true,
              message: 'Tables are queried only in apps/api/src/data: call a repository.',
            },
            {
              name: 'drizzle-orm',
              allowTypeImports: true,
              message: 'Statements are built only in apps/api/src/data: call a repository.',
            },
          ],
          patterns: [
            {
              group: ['drizzle-orm/*'],
              allowTypeImports: true,
              message: 'Statements are built only in apps/api/src/data: call a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // Attempts are used by six features: their one owner is the sessions data module.
    files: ['apps/api/src/data/**/*.ts'],
    ignores: ['apps/api/src/data/sessions/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@markwise/db',
              importNames: ['practiceSessions', 'answers', 'levelProgress'],
              message:
                'The sessions aggregate is queried only in src/data/sessions (session-subqueries.ts for pieces of other statements).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          alias: { '@': [webSrc] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webBoundaries }],
    },
  },
  {
    // The app composes features; a feature never reaches up into it. Tests are left out: a
    // feature's screen test renders the app's router and providers around it.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webBoundaries,
            {
              target: join(webSrc, 'features'),
              from: [join(webSrc, 'app'), join(webSrc, 'prerender')],
              message: 'A feature does not import the app: the app composes the features.',
            },
          ],
        },
      ],
    },
  },
  {
    // Plain scripts the browser loads as they are (the prerendered landing page's boot script).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
