import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text asset over 1 KB once the build
 * is out, so the API serves them precompressed (web-app.ts) instead of compressing on each hit or
 * sending them raw.
 */
function precompress(): Plugin {
  return {
    name: 'markwise:precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = join(options.dir ?? 'dist', 'assets');
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const content = readFileSync(join(dir, name));
        if (content.length < 1024) continue;
        writeFileSync(
          join(dir, `${name}.br`),
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(join(dir, `${name}.gz`), gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** Mantine's core and the components the login page and nearly every other screen draw. */
const MANTINE_BASE_COMPONENTS = [
  'ActionIcon',
  'Anchor',
  'Box',
  'Button',
  'Center',
  'CloseButton',
  'Combobox/ComboboxChevron',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'NativeSelect',
  'Paper',
  'PasswordInput',
  'Stack',
  'Text',
  'TextInput',
  'ThemeIcon',
  'Title',
  'Transition',
  'UnstyledButton',
  'VisuallyHidden',
];
const sep = String.raw`[\\/]`;
const mantineBase = new RegExp(
  `node_modules${sep}(clsx|@mantine${sep}core${sep}esm${sep}(core|components${sep}(${MANTINE_BASE_COMPONENTS.map((name) => name.replace('/', sep)).join('|')})))${sep}`,
);

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR build is the landing page's prerenderer (src/prerender/landing.tsx), run once by
  // scripts/prerender-landing.mjs: no precompressed files, no manifest, and every dependency
  // bundled so that Node need not resolve Mantine's or the contract's packages itself.
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
    // Bundle @markwise/contract from its TypeScript source instead of a prebuilt dist.
    conditions: ['source', ...defaultClientConditions],
  },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions] },
    noExternal: isSsrBuild ? true : undefined,
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
    sourcemap: !isSsrBuild,
    // .vite/manifest.json: which chunks each route loads; `pnpm bench` sums a route's initial JS,
    // and the prerender links the landing screen's CSS and chunks from it.
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        // React and the router, which every screen needs, in one long-lived chunk: it changes
        // with dependency upgrades, not with app releases. Mantine's core and the components
        // (nearly) every screen draws, including the login page's, in a second one: split by
        // route, they were twenty small chunks whose gzip overheads and repeated import lists
        // cost every screen ~7 KB. The rest (other components, zod, TanStack Query, charts) is
        // split by the routes that use it, so a screen loads only its own share: one Mantine chunk
        // for all screens made the login page load every component the app has.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              name: 'mantine-base',
              test: mantineBase,
            },
          ],
        },
      },
    },
  },
}));
