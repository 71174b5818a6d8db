/**
 * How long the API's event loop is held while one large CSV is bulk-marked: starts the built API
 * (apps/api/dist) on an embedded database with the demo data, sends a ~4 MB marking file as a demo
 * admin, and times GET /api/health every 20 ms meanwhile. Run from the repository root after
 * `pnpm build`:
 *   pnpm --filter @markwise/bench exec tsx --conditions=source src/bulk-event-loop.ts
 * BULK_ROWS (default 4,500) and BULK_FORMAT (csv or json) vary the run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_LOGINS, DEMO_PASSWORD } from '@markwise/db/seed';

const ROWS = Number(process.env.BULK_ROWS ?? 4_500);
const PORT = Number(process.env.PORT ?? 3917);
/** csv (default) or json: the two answers of the route. */
const FORMAT = process.env.BULK_FORMAT ?? 'csv';
const base = `http://127.0.0.1:${PORT}/api`;
const root = resolve(import.meta.dirname, '../..');

function markingFile(rows: number): Blob {
  const model =
    'Plants use light energy, water and carbon dioxide to make glucose and oxygen in the chloroplasts.';
  const sentence = 'Plants make glucose from light, water and carbon dioxide and release oxygen. ';
  const lines = ['id,question,model_answer,max_marks,student_answer'];
  for (let i = 1; i <= rows; i += 1) {
    const answer = `${sentence.repeat(11)} Answer ${i}.`;
    lines.push(`${i},What is photosynthesis?,"${model}",2,"${answer}"`);
  }
  return new Blob([lines.join('\n')], { type: 'text/csv' });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const dataDir = mkdtempSync(join(tmpdir(), 'markwise-bulk-bench-'));
const api = spawn('node', [join(root, 'apps/api/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; ; i += 1) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error('The API did not start');
    await sleep(100);
  }
  const admin = DEMO_LOGINS.find((l) => l.role === 'ADMIN')!;
  const session = (await (
    await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: DEMO_PASSWORD }),
    })
  ).json()) as { token: string };

  const file = markingFile(ROWS);
  const form = new FormData();
  form.append('file', file, 'answers.csv');
  let done = false;
  const started = performance.now();
  const bulk = fetch(`${base}/evaluation/bulk?format=${FORMAT}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  }).then(async (response) => {
    const text = await response.text();
    done = true;
    return { status: response.status, bytes: text.length, ms: performance.now() - started };
  });
  const latencies: number[] = [];
  while (!done) {
    const t0 = performance.now();
    await fetch(`${base}/health`).then((r) => r.arrayBuffer());
    latencies.push(performance.now() - t0);
    await sleep(20);
  }
  const result = await bulk;
  const sorted = [...latencies].sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
  console.log(
    JSON.stringify({
      rows: ROWS,
      format: FORMAT,
      fileMB: +(file.size / 1024 / 1024).toFixed(2),
      bulkStatus: result.status,
      bulkTime: fmt(result.ms),
      healthProbes: latencies.length,
      healthP50: fmt(percentile(sorted, 50)),
      healthP99: fmt(percentile(sorted, 99)),
      healthMax: fmt(sorted.at(-1) ?? 0),
    }),
  );
} finally {
  api.kill('SIGTERM');
  await sleep(1500);
  rmSync(dataDir, { recursive: true, force: true });
}
