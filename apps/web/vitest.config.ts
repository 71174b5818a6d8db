import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // The files share one worker's modules and jsdom window instead of each loading Mantine,
      // React and the app into a new window (that set-up was most of the run's time). The set-up
      // file runs again for each file: it gives the file a fresh address, title, body and
      // storage, and cleans up after each test as before.
      isolate: false,
      css: false,
      // jsdom renders whole screens; on two cores shared with the API suites that takes seconds.
      testTimeout: 30_000,
      // In the module graph rather than Node's cache, so that vi.resetModules() gives a test a
      // router of its own: the prerender test hydrates, after React's server renderer has left
      // the router's context values set in the same realm.
      server: { deps: { inline: ['react-router'] } },
    },
  }),
);
