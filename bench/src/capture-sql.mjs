// Loaded into the API process by the bench (`node --import`), never by the app itself. On request
// over the IPC channel it records the SQL text and parameters every pg client or PGlite database
// runs, so the bench can replay exactly what an endpoint ran, whoever changes the repositories.
// Statements of the job queue (pg-boss polls from the same process) are left out. Off by default,
// and a single boolean check per query when off.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

// The pg the app loads: resolved from @markwise/db, whose dist imports it.
const requireFromDb = createRequire(new URL('../../packages/db/package.json', import.meta.url));
const pg = requireFromDb('pg');

let captured = undefined;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function captureQuery(config, values) {
  record(config, values);
  return query.apply(this, arguments);
};

// And the embedded database's: the module instance the app imports, its ESM entry (index.js)
// beside the CommonJS one that require resolves.
const pgliteRequired = pathToFileURL(requireFromDb.resolve('@electric-sql/pglite'));
const { PGlite } = await import(new URL('index.js', pgliteRequired).href);
const pgliteQuery = PGlite.prototype.query;
PGlite.prototype.query = function capturePgliteQuery(text, values) {
  record(text, values);
  return pgliteQuery.apply(this, arguments);
};

function record(config, values) {
  if (captured) {
    const text = typeof config === 'string' ? config : config?.text;
    // The job queue's own polling (in-process workers) is not the request's.
    if (typeof text === 'string' && !text.includes('pgboss')) {
      captured.push({
        text,
        values: typeof config === 'string' ? values : (config.values ?? values),
        rowMode: typeof config === 'object' ? config.rowMode : undefined,
        // A named (prepared) statement: the replay prepares it under the same name.
        name: typeof config === 'object' ? config.name : undefined,
      });
    }
  }
}

process.on('message', (message) => {
  if (message?.type !== 'bench:capture') return;
  if (message.on) {
    captured = [];
    process.send?.({ type: 'bench:capture', on: true });
  } else {
    process.send?.({ type: 'bench:capture', on: false, queries: captured ?? [] });
    captured = undefined;
  }
});
