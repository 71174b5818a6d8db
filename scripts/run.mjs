#!/usr/bin/env node
// The README's two commands. `npm start`: install, build, then serve the app (embedded database,
// demo data on first start). `npm test`: install, build, lint, typecheck, every test suite.
// Only Node.js and npm are needed: pnpm comes from the npm registry through npx when missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const command = process.argv[2];

const pnpm = hasPnpm(packageManager) ? ['pnpm'] : ['npx', '--yes', packageManager];

function hasPnpm(wanted) {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  return result.status === 0 && `pnpm@${result.stdout.trim()}` === wanted;
}

function run(args, env = {}) {
  const [bin, ...rest] = [...pnpm, ...args];
  console.log(`\n> pnpm ${args.join(' ')}`);
  const result = spawnSync(bin, rest, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\nFailed: pnpm ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

function installAndBuild() {
  run(['install', '--frozen-lockfile']);
  run(['build']);
}

/** Runs vitest through a package's `test` script (or `script`) and adds its counts to the total. */
const totals = { passed: 0, failed: 0, skipped: 0 };
const reports = mkdtempSync(join(tmpdir(), 'markwise-test-'));
// Suites append the figures they measure here (`[figures] name: value`, see
// apps/api/test/support/figures.ts); the summary prints them.
const figuresFile = join(reports, 'figures.txt');
function vitest(filter, label, env = {}, script = 'test', files = []) {
  const outputFile = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    '--filter',
    filter,
    script,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
    ...files,
  ];
  console.log(`\n=== ${label}`);
  const [bin, ...rest] = [...pnpm, ...args];
  const result = spawnSync(bin, rest, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MARKWISE_FIGURES_FILE: figuresFile, ...env },
  });
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
  if (result.status !== 0) {
    console.error(`\nFailed: ${label}`);
    totals.failed = Math.max(totals.failed, 1);
    finish();
  }
}

/** The API's test files whose code differs on the embedded database (see above). */
const EMBEDDED_DATABASE_PATHS = [
  'test/evaluation-pipeline.test.ts',
  'test/evaluation-queue.test.ts',
  'test/evaluation-failures.test.ts',
  'test/classes.test.ts',
  'test/attempts-answers.test.ts',
  'test/migrations-at-start.test.ts',
];

function finish() {
  if (existsSync(figuresFile)) {
    console.log(`\nfigures:\n${readFileSync(figuresFile, 'utf8').trimEnd()}`);
  }
  rmSync(reports, { recursive: true, force: true });
  console.log(
    `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  process.exit(totals.failed > 0 ? 1 : 0);
}

function chromiumPath() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (path) => path && existsSync(path),
  );
}

if (command === 'start') {
  installAndBuild();
  const [bin, ...rest] = [...pnpm, 'serve'];
  const result = spawnSync(bin, rest, {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  });
  process.exit(result.status ?? 0);
} else if (command === 'test') {
  installAndBuild();
  run(['lint']);
  run(['typecheck']);
  run(['--filter', '@markwise/db', 'check']);

  vitest('@markwise/contract', 'contract');
  vitest('@markwise/evaluator', 'evaluator');
  vitest('@markwise/db', 'database on PGlite', { TEST_DATABASE_URL: '' });
  // With a PostgreSQL server the whole API suite runs on it; the embedded database then runs the
  // files that exercise its own paths (its queue adapter, its error mapping, migrations at start),
  // and the end-to-end suite runs the whole app on it. Without a server, everything runs here.
  vitest(
    '@markwise/api',
    'API on PGlite',
    { TEST_DATABASE_URL: '' },
    'test',
    process.env.TEST_DATABASE_URL ? EMBEDDED_DATABASE_PATHS : [],
  );
  if (process.env.TEST_DATABASE_URL) {
    vitest('@markwise/db', 'database on PostgreSQL');
    vitest('@markwise/api', 'API on PostgreSQL');
    // One file at a time: database restarts, killed workers, a failing LLM provider, shutdown.
    vitest('@markwise/api', 'fault tests on PostgreSQL', {}, 'test:faults');
  } else {
    console.log('\n(PostgreSQL suites skipped: set TEST_DATABASE_URL to run them; .ci/run does.)');
  }
  vitest('@markwise/web', 'web');

  const chromium = chromiumPath();
  if (chromium) {
    vitest('@markwise/e2e', 'end-to-end in Chromium', { CHROMIUM_PATH: chromium });
  } else if (process.env.CI) {
    console.error(
      '\nChromium is required in CI for the end-to-end suite (apt-get install chromium).',
    );
    totals.failed += 1;
  } else {
    console.log(
      '\n(End-to-end suite skipped: no Chromium found; apt-get install chromium to run it.)',
    );
  }
  finish();
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
