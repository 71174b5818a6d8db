import { defineConfig } from 'drizzle-kit';

// `casing` must match the one in src/client.ts: TS properties are camelCase, SQL columns snake_case.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
  strict: true,
});
