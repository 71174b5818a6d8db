import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Agreement } from '../agreement.js';
import type { MarkingFileProblem } from '../bulk.js';
import type { EvaluationResult } from '../types.js';
import type { MarkingTable } from './marking-csv.js';

type FileRequest = { file: Uint8Array; maxRows: number; teacherColumn?: string };
/** The marked CSV (formula-guarded) or its rows as objects (raw text, for JSON). */
type Output = 'csv' | 'rows';

export type MarkingWorkerRequest =
  /** Checks and parses only, for an evaluator that runs in the caller (an LLM API). */
  | ({ op: 'read' } & FileRequest)
  /** Checks, parses, marks with the built-in evaluator and renders. */
  | ({ op: 'mark'; output: Output } & FileRequest)
  /** Renders results marked elsewhere. */
  | { op: 'render'; output: Output; table: MarkingTable; results: EvaluationResult[] };

export type Rendered = { csv?: string; rows?: Record<string, string>[] };

export type MarkingWorkerReply =
  | { ok: true; op: 'read'; table: MarkingTable }
  | ({ ok: true; op: 'mark'; agreement?: Agreement & { column: string } } & Rendered)
  | ({ ok: true; op: 'render' } & Rendered)
  | { ok: false; problem: MarkingFileProblem | 'timed_out'; message: string };

const here = import.meta.url;

/** Built, the worker is plain JavaScript; run from source (tests, `pnpm evaluate`), tsx loads it. */
function startWorker(request: MarkingWorkerRequest): Worker {
  if (!here.endsWith('.ts')) {
    return new Worker(new URL('./marking-worker.js', here), { workerData: request });
  }
  // The ESM build of tsx's API (require.resolve would pick the CommonJS one).
  const tsxPackage = createRequire(here).resolve('tsx/package.json');
  const tsx = new URL('dist/esm/api/index.mjs', pathToFileURL(tsxPackage)).href;
  const entry = new URL('./marking-worker.ts', here).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}))`;
  return new Worker(boot, { eval: true, workerData: request });
}

/**
 * Parses (and with the built-in evaluator marks) a marking file in a worker thread, so a large
 * file never holds the caller's event loop. One thread per call, ended afterwards (or when
 * `signal` aborts): nothing is shared between files, and a stopped or crashed run leaves nothing
 * behind.
 */
export function runMarkingWorker(
  request: MarkingWorkerRequest,
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<MarkingWorkerReply> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const worker = startWorker(request);
    let settled = false;
    const onAbort = () => finish(() => reject(signal?.reason as Error));
    signal?.addEventListener('abort', onAbort, { once: true });
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          resolve({
            ok: false,
            problem: 'timed_out',
            message: `Marking the file took longer than ${Math.round(timeoutMs / 1000)} s and was stopped`,
          }),
        ),
      timeoutMs,
    );
    worker.once('message', (reply: MarkingWorkerReply) => finish(() => resolve(reply)));
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) =>
      finish(() => reject(new Error(`The marking worker exited (code ${code}) without a result`))),
    );
  });
}
