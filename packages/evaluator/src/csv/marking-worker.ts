import { parentPort, workerData } from 'node:worker_threads';
import { markTable, MarkingFileError, readMarkingFile } from '../bulk.js';
import { createBuiltInEvaluator } from '../built-in-evaluator.js';
import type { EvaluationResult } from '../types.js';
import {
  OUTPUT_COLUMNS,
  parseMarkingCsv,
  stringifyMarkedCsv,
  type MarkingTable,
} from './marking-csv.js';
import type { MarkingWorkerReply, MarkingWorkerRequest, Rendered } from './marking-thread.js';

/** The worker thread's entry: one request in workerData, one reply, then the thread ends. */
async function run(request: MarkingWorkerRequest): Promise<MarkingWorkerReply> {
  if (request.op === 'render') {
    return { ok: true, op: 'render', ...render(request.table, request.results, request.output) };
  }
  const { file, maxRows, teacherColumn } = request;
  const table = readMarkingFile(file, { maxRows, ...(teacherColumn ? { teacherColumn } : {}) });
  if (request.op === 'read') return { ok: true, op: 'read', table };
  const outcome = await markTable(table, {
    evaluator: createBuiltInEvaluator(),
    ...(teacherColumn ? { teacherColumn } : {}),
  });
  return {
    ok: true,
    op: 'mark',
    ...render(table, outcome.results, request.output),
    ...(outcome.agreement ? { agreement: outcome.agreement } : {}),
  };
}

function render(
  table: MarkingTable,
  results: readonly EvaluationResult[],
  output: 'csv' | 'rows',
): Rendered {
  if (output === 'csv') return { csv: stringifyMarkedCsv(table, results) };
  // The rows carry exactly what the CSV does, without the spreadsheet guard: JSON is not opened in
  // a spreadsheet, and a program reading it wants the text as written.
  const raw = parseMarkingCsv(stringifyMarkedCsv(table, results, { guardFormulas: false }));
  const columns = [...table.columns, ...OUTPUT_COLUMNS.filter((c) => !table.columns.includes(c))];
  return { rows: raw.rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? '']))) };
}

run(workerData as MarkingWorkerRequest).then(
  (reply) => parentPort?.postMessage(reply),
  (error: unknown) => {
    if (!(error instanceof MarkingFileError)) throw error;
    const reply: MarkingWorkerReply = { ok: false, problem: error.problem, message: error.message };
    parentPort?.postMessage(reply);
  },
);
