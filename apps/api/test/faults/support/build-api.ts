import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Vitest global setup of the fault tests: they run the built API and worker (dist/main.js,
 * dist/worker.js) as child processes, so build them and the workspace packages once, up front.
 */
export default function buildApi() {
  const started = Date.now();
  const build = spawnSync('pnpm', ['--filter', '@markwise/api...', 'build'], {
    cwd: API_DIR,
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
  }
  console.log(`fault tests: API built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
