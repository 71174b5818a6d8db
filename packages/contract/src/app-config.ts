import { z } from 'zod';

/** Public, unauthenticated settings the web shell needs before anyone logs in. */
export const AppConfig = z
  .object({
    appName: z.string(),
  })
  .meta({ id: 'AppConfig', examples: [{ appName: 'Markwise' }] });
export type AppConfig = z.infer<typeof AppConfig>;

// In a module without schemas, so that the web's first screens can use it without loading zod.
export { DEFAULT_APP_NAME, PRERENDERED_APP_NAME } from './app-name.js';
