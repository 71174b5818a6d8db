import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
                'migrateDatabase',
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
    // Plain scripts the browser loads as they are (the prerendered landing page's boot script).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
