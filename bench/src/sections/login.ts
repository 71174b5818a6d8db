import { hashPassword, verifyPassword } from '@markwise/db';
import type { BenchContext } from '../context.js';
import { figure, ratioAtMost, type Figure } from '../figures.js';
import { assertClean, loadHttp } from '../http-load.js';
import { BENCH_ADMIN } from '../seed.js';
import { summarize } from '../stats.js';

const SECTION = '4. Login';
/** Login connections that keep every hashing thread busy. */
const SATURATING_CONNECTIONS = 8;
/** Connections reading the courses list meanwhile. */
const READERS = 2;

export async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Login latency against one argon2id verification measured alone (same library, parameters and
 * hashing threads, in this process), and the courses list's p99 while logins saturate the hashing threads against
 * its p99 when idle: hashing must not starve the event loop.
 */
export async function loginSection(context: BenchContext): Promise<Figure[]> {
  const { app, token, config, log } = context;
  context.memory.phase('login');
  log('\nLogin');
  const hash = await hashPassword(BENCH_ADMIN.password);
  for (let i = 0; i < 3; i++) await verifyPassword(hash, BENCH_ADMIN.password);
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await verifyPassword(hash, BENCH_ADMIN.password);
    times.push(performance.now() - started);
  }
  const alone = summarize(times, 1);
  log(`  argon2id verification alone: p50 ${alone.p50.toFixed(1)} ms`);

  const loginLoad = {
    url: `${app.baseUrl}/api/auth/login`,
    method: 'POST' as const,
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  };
  await loadHttp({ ...loginLoad, connections: 1, seconds: Math.min(2, config.warmupSeconds || 1) });
  const single = await loadHttp({ ...loginLoad, connections: 1, seconds: config.durationSeconds });
  assertClean('login', single);
  log(`  login, 1 connection: p50 ${single.p50.toFixed(1)} ms`);

  const courses = {
    url: `${app.baseUrl}/api/exams/admin-exams`,
    token,
    connections: READERS,
    seconds: config.durationSeconds,
  };
  const idle = await loadHttp(courses);
  assertClean('courses list, idle', idle);
  log(`  courses list, idle: p99 ${idle.p99.toFixed(1)} ms`);
  // The same number of connections on a cheap authenticated route, no hashing: how much of the
  // slowdown any load of that size causes on this machine.
  const [control] = await Promise.all([
    loadHttp(courses),
    loadHttp({
      url: `${app.baseUrl}/api/auth/profile`,
      token,
      connections: SATURATING_CONNECTIONS,
      seconds: config.durationSeconds,
    }),
  ]);
  assertClean('courses list during profile reads', control);
  const [busy, saturated] = await Promise.all([
    loadHttp(courses),
    loadHttp({
      ...loginLoad,
      connections: SATURATING_CONNECTIONS,
      seconds: config.durationSeconds,
    }),
  ]);
  assertClean('courses list during logins', busy);
  assertClean('logins', saturated);
  log(
    `  courses list during ${SATURATING_CONNECTIONS} login connections: p99 ${busy.p99.toFixed(1)} ms ` +
      `(logins p50 ${saturated.p50.toFixed(0)} ms, ${saturated.perSecond.toFixed(1)}/s)`,
  );
  const loginRatio = single.p50 / alone.p50;
  const starveRatio = busy.p99 / idle.p99;
  return [
    figure(SECTION, 'login p50, 1 connection', single.p50, 'ms', {
      reference: { name: 'one argon2id verification alone', value: alone.p50 },
      target: ratioAtMost(1.3, loginRatio),
    }),
    figure(
      SECTION,
      `courses list p99 while ${SATURATING_CONNECTIONS} connections log in`,
      busy.p99,
      'ms',
      {
        reference: { name: 'courses list p99 idle', value: idle.p99 },
        target: ratioAtMost(2, starveRatio),
        note:
          `${READERS} connections reading; logins meanwhile p50 ${saturated.p50.toFixed(0)} ms, ` +
          `${saturated.perSecond.toFixed(1)} logins/s; with ${SATURATING_CONNECTIONS} connections ` +
          `reading the profile instead (no hashing) the p99 was ${control.p99.toFixed(1)} ms`,
      },
    ),
  ];
}
