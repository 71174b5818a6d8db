import type { BenchContext } from '../context.js';
import { figure, type Figure } from '../figures.js';
import { assertClean, loadHttp } from '../http-load.js';
import { scenarios } from '../scenarios.js';

const SECTION = '7. Memory';
/** Allowed difference between the soak's last tenth and its settled start (20-30% in). */
const GROWTH_LIMIT = 0.1;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]!;
};

/** Resident memory when idle, at the peak of the sections' load so far, and through a long mixed load. */
export async function memorySection(context: BenchContext): Promise<Figure[]> {
  const { app, token, config, log, memory } = context;
  const idle = median(memory.samples.filter((s) => s.phase === 'idle').map((s) => s.rssMiB));
  const loaded = memory.samples.filter((s) => s.phase !== 'idle' && s.phase !== 'start');
  const peak = Math.max(...loaded.map((s) => s.rssMiB));
  const peakPhase = loaded.find((s) => s.rssMiB === peak)?.phase ?? '';

  const paths = [
    ...scenarios(context.seeded).map((scenario) => scenario.path),
    '/api/auth/profile',
    '/api/dashboard/performance',
  ];
  log(`\nMemory: ${config.soakSeconds} s of mixed load over ${paths.length} endpoints`);
  memory.phase('soak');
  const startedAt = performance.now();
  const soak = await loadHttp({
    url: app.baseUrl,
    paths,
    token,
    connections: config.connections,
    seconds: config.soakSeconds,
  });
  assertClean('mixed load', soak);
  memory.phase('after soak');
  const during = memory.samples.filter((s) => s.phase === 'soak' && s.at >= startedAt);
  const at = (from: number, to: number) =>
    during
      .filter((_, i) => i >= from * during.length && i < to * during.length)
      .map((s) => s.rssMiB);
  const settled = median(at(0.2, 0.3));
  const end = median(at(0.9, 1));
  const growth = (end - settled) / settled;
  const slope = slopePerMinute(during.slice(Math.floor(during.length / 2)));
  log(
    `  RSS settled ${settled.toFixed(0)} MiB, end ${end.toFixed(0)} MiB, slope ${slope.toFixed(2)} MiB/min`,
  );
  return [
    figure(SECTION, 'API resident memory, idle', idle, 'MiB'),
    figure(SECTION, 'API resident memory, peak under the load above', peak, 'MiB', {
      reference: { name: 'idle', value: idle },
      note: `during ${peakPhase}`,
    }),
    figure(
      SECTION,
      `API resident memory after ${(config.soakSeconds / 60).toFixed(0)} min of mixed load`,
      end,
      'MiB',
      {
        reference: { name: 'settled (20-30% into the soak)', value: settled },
        target: {
          text: `no growth trend (≤ ${GROWTH_LIMIT * 100}% over the settled value)`,
          holds: growth <= GROWTH_LIMIT,
        },
        note:
          `second-half slope ${slope.toFixed(2)} MiB/min; ${soak.perSecond.toFixed(0)} req/s mixed, ` +
          `p95 ${soak.p95.toFixed(0)} ms, ${soak.count.toLocaleString('en-US')} requests, no errors`,
      },
    ),
  ];
}

/** Least-squares slope of RSS over time, MiB per minute. */
function slopePerMinute(samples: { at: number; rssMiB: number }[]): number {
  if (samples.length < 2) return Number.NaN;
  const xs = samples.map((s) => s.at / 60_000);
  const ys = samples.map((s) => s.rssMiB);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i]! - mx) * (ys[i]! - my);
    den += (xs[i]! - mx) ** 2;
  }
  return num / den;
}
