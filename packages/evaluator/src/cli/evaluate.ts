#!/usr/bin/env node
/**
 * Bulk marking: `evaluate <file.csv> [--out marked.csv] [--teacher-column name] [--no-peers]`.
 * Reads question, model_answer, max_marks and student_answer (other columns are carried through),
 * marks every row with the built-in evaluator, writes <file>.marked.csv, and prints the agreement
 * with the teachers when the file has a teacher-mark column.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { createBuiltInEvaluator } from '../built-in-evaluator.js';
import { markTable } from '../bulk.js';
import { parseMarkingCsv, stringifyMarkedCsv } from '../csv/marking-csv.js';
import { formatMarkingReport, markingReport } from '../csv/marking-report.js';

const USAGE =
  'usage: evaluate <file.csv> [--out <marked.csv>] [--teacher-column <name>] [--no-peers]';

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      'teacher-column': { type: 'string' },
      'no-peers': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  // pnpm runs package scripts in the package folder; resolve paths from where the user typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const input = resolve(base, positionals[0]!);
  const out = values.out ? resolve(base, values.out) : input.replace(/(\.csv)?$/i, '.marked.csv');

  const table = parseMarkingCsv(readFileSync(input));
  const evaluator = createBuiltInEvaluator();
  const bar = new cliProgress.SingleBar(
    {
      format: 'Marking [{bar}] {value}/{total} answers | {percentage}% | ETA {eta_formatted}',
      stream: process.stderr,
      noTTYOutput: true,
      notTTYSchedule: 5000,
      etaBuffer: 200,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(table.rows.length, 0);
  const started = performance.now();
  const outcome = await markTable(table, {
    evaluator,
    usePeers: !values['no-peers'],
    ...(values['teacher-column'] ? { teacherColumn: values['teacher-column'] } : {}),
    onProgress: ({ done }) => bar.update(done),
  });
  bar.stop();
  const seconds = (performance.now() - started) / 1000;
  writeFileSync(out, stringifyMarkedCsv(table, outcome.results));
  console.log(`Marked ${table.rows.length} answers in ${seconds.toFixed(1)} s -> ${out}`);
  const report = markingReport(table, outcome.results, values['teacher-column']);
  if (report) console.log(`\n${formatMarkingReport(report)}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
