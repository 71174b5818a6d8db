import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, migrateDatabase, type Database } from '@markwise/db';
import { startApp, type AppProcess } from '../app-process.js';
import type { BenchContext } from '../context.js';
import { figure, type Figure } from '../figures.js';
import { loadHttp, type HttpRun } from '../http-load.js';
import { scenarios } from '../scenarios.js';
import { seedWith, type QueryClient } from '../seed.js';
import { login } from './login.js';

const SECTION = '3. Embedded database (PGlite)';
export const PGLITE_CONNECTIONS = [1, 20] as const;

type PgliteClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: never[]; affectedRows?: number }>;
};

/**
 * The same read endpoints on the embedded database (PGlite, one connection inside the app's
 * process) as on the PostgreSQL server, seeded alike, at 1 and at 20 concurrent connections.
 */
export async function embeddedDatabase(context: BenchContext): Promise<Figure[]> {
  const { config, log } = context;
  context.memory.phase('pglite');
  const dataDir = mkdtempSync(join(tmpdir(), 'markwise-bench-pglite-'));
  let pgliteApp: AppProcess | undefined;
  try {
    log(`\nPGlite: seeding ${config.sessions.toLocaleString('en-US')} practice sessions…`);
    const started = performance.now();
    const seeded = await seedPglite(dataDir, config.sessions, log);
    log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    pgliteApp = await startApp({ dataDir, poolSize: 1, logLevel: config.appLogLevel });
    const pgliteToken = await login(pgliteApp.baseUrl);
    const onPglite = scenarios(seeded).filter((scenario) => scenario.replaySql);
    const onPostgres = scenarios(context.seeded).filter((scenario) => scenario.replaySql);

    const figures: Figure[] = [];
    for (const [index, scenario] of onPglite.entries()) {
      for (const connections of PGLITE_CONNECTIONS) {
        const measure = async (app: AppProcess, path: string, token: string, label: string) => {
          const load = { url: `${app.baseUrl}${path}`, token, connections };
          await loadHttp({ ...load, seconds: Math.min(2, config.warmupSeconds || 1) });
          const run = await loadHttp({ ...load, seconds: config.pgliteSeconds });
          log(
            `  ${scenario.name}, ${connections} conn., ${label}: p50 ${run.p50.toFixed(1)} ms, ` +
              `${run.perSecond.toFixed(0)} req/s, ${run.non2xx + run.errors} failed`,
          );
          return run;
        };
        const lite = await measure(pgliteApp, scenario.path, pgliteToken, 'PGlite');
        const server = await measure(
          context.app,
          onPostgres[index]!.path,
          context.token,
          'PostgreSQL',
        );
        figures.push(pgliteFigure(scenario.name, connections, lite, server));
      }
    }
    return figures;
  } finally {
    await pgliteApp?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function pgliteFigure(name: string, connections: number, lite: HttpRun, server: HttpRun): Figure {
  const failed = lite.non2xx + lite.errors;
  return figure(SECTION, `${name}, ${connections} connection(s): PGlite p50`, lite.p50, 'ms', {
    reference: { name: 'PostgreSQL p50', value: server.p50 },
    target: { text: 'no errors', holds: failed === 0 && server.non2xx + server.errors === 0 },
    note:
      `PGlite p95 ${lite.p95.toFixed(1)} ms, ${lite.perSecond.toFixed(0)} req/s; ` +
      `PostgreSQL p95 ${server.p95.toFixed(1)} ms, ${server.perSecond.toFixed(0)} req/s` +
      (failed > 0 ? `; ${failed} failed` : ''),
  });
}

/** A PGlite database opened in this process, as the seed's query client. */
export function pgliteQueryClient(database: Database): QueryClient {
  const pglite = (database.db as unknown as { $client: PgliteClient }).$client;
  return {
    async query(text, values) {
      const result = await pglite.query(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

/** Migrates and seeds a PGlite database under `dataDir` as the app will open it. */
async function seedPglite(dataDir: string, sessions: number, log: (line: string) => void) {
  const database = await createDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    return await seedWith(pgliteQueryClient(database), { sessions, log });
  } finally {
    await database.close();
  }
}
