import { z } from 'zod';

/** Public, unauthenticated settings the web shell needs before anyone logs in. */
export const AppConfig = z
  .object({
    appName: z.string(),
  })
  .meta({ id: 'AppConfig', examples: [{ appName: 'Markwise' }] });
export type AppConfig = z.infer<typeof AppConfig>;

export const DEFAULT_APP_NAME = 'Markwise';
