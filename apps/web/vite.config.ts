import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
    // Bundle @markwise/contract from its TypeScript source instead of a prebuilt dist.
    conditions: ['source', ...defaultClientConditions],
  },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each route loads; `pnpm bench` sums a route's initial JS.
    manifest: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: they change with dependency upgrades, not with app releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // Charts (and recharts) stay in the dashboard's own chunk, not in every route's.
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications|dates)|@floating-ui)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
