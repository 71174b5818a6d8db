import { fork } from 'node:child_process';
import type { BenchContext } from '../context.js';
import { figure, type Figure } from '../figures.js';
import { assertClean, loadHttp, type HttpLoad } from '../http-load.js';
import { firstAnswer } from './api.js';

const SECTION = '2. Framework overhead';
const BARE_SERVER = new URL('../bare-server.mjs', import.meta.url);

/**
 * GET /api/auth/profile (the cheapest authenticated route: the access check and one lookup)
 * through the whole NestJS app, against a bare node:http handler doing the same work: the same
 * token check, the same SQL statements, the same schema parse and JSON (bare-server.mjs).
 */
export async function frameworkOverhead(context: BenchContext): Promise<Figure[]> {
  const { app, token, config, databaseUrl, log } = context;
  context.memory.phase('framework');
  const scenario = {
    id: 'health' as const,
    name: 'profile',
    path: '/api/auth/profile',
    replaySql: true,
    check: () => undefined,
  };
  const { statements, body } = await firstAnswer(app, scenario, token);
  const bare = fork(BARE_SERVER, { stdio: 'inherit' });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      bare.once('message', (message: { port: number }) => resolve(message.port));
      bare.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
      bare.send({
        databaseUrl,
        poolSize: config.connections,
        jwtSecret: app.jwtSecret,
        statements,
        profile: (body as { data: unknown }).data,
      });
    });
    const run = async (url: string, label: string) => {
      const load: HttpLoad = { url, token, connections: config.connections, seconds: 0 };
      if (config.warmupSeconds > 0) await loadHttp({ ...load, seconds: config.warmupSeconds });
      const result = await loadHttp({ ...load, seconds: config.durationSeconds });
      assertClean(label, result);
      log(`  ${label}: p50 ${result.p50.toFixed(2)} ms, ${result.perSecond.toFixed(0)} req/s`);
      return result;
    };
    log(`\nFramework overhead: GET ${scenario.path} (${statements.length} statements)`);
    const nest = await run(`${app.baseUrl}${scenario.path}`, 'NestJS');
    const plain = await run(`http://127.0.0.1:${port}/`, 'bare node:http');
    return [
      figure(SECTION, 'GET /api/auth/profile through NestJS: p50', nest.p50, 'ms', {
        reference: { name: 'bare node:http, same work', value: plain.p50 },
        note: `p95 ${nest.p95.toFixed(1)} vs ${plain.p95.toFixed(1)} ms`,
      }),
      figure(SECTION, 'GET /api/auth/profile through NestJS: req/s', nest.perSecond, 'req/s', {
        reference: { name: 'bare node:http, same work', value: plain.perSecond },
      }),
    ];
  } finally {
    bare.kill('SIGTERM');
  }
}
