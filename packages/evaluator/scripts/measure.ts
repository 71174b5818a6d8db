/**
 * Measures the built-in evaluator on the development CSV (default: shared/data/short-answer-dev.csv
 * beside the repository): in-sample agreement with the shipped constants, leave-one-question-out
 * cross-validated agreement (constants refitted without the held-out question), the constants a fit
 * on the whole file gives, and throughput on one core.
 *
 *   pnpm --filter @markwise/evaluator measure [file.csv] [--check]
 *
 * --check exits non-zero when the cross-validated figures fall below the floors in QUALITY_FLOOR.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { agreement, type Agreement } from '../src/agreement.js';
import { createBuiltInEvaluator, type BuiltInEvaluatorOptions } from '../src/built-in-evaluator.js';
import { toEvaluationInputs } from '../src/bulk.js';
import { findTeacherColumn, parseMarkingCsv } from '../src/csv/marking-csv.js';
import { DEFAULT_MATCH_OPTIONS } from '../src/scoring/match.js';
import { EMPTY_LEXICON } from '../src/vectors/lexicon.js';
import { crossValidate, fitCalibration, predictMarks, samplesOf } from './calibrate.js';

/** Cross-validated figures reached (README); a change that falls below fails `--check`. */
export const QUALITY_FLOOR = {
  withPeers: { pearson: 0.625, rmse: 0.865 },
  withoutPeers: { pearson: 0.605, rmse: 0.885 },
};

export const DEFAULT_DEV_CSV = fileURLToPath(
  new URL('../../../../shared/data/short-answer-dev.csv', import.meta.url),
);

export type Measurement = {
  mode: 'withPeers' | 'withoutPeers';
  inSample: Agreement;
  crossValidated: Agreement;
  fitted: ReturnType<typeof fitCalibration>;
  /** Agreement with constants refitted on the whole file (in-sample for a variant). */
  inSampleRefit: Agreement;
  answersPerMinute: number;
};

export function measure(csvPath: string, options: BuiltInEvaluatorOptions = {}): Measurement[] {
  const table = parseMarkingCsv(readFileSync(csvPath));
  const column = findTeacherColumn(table.columns);
  if (!column) throw new Error('The file has no teacher-mark column');
  const actual = table.rows.map((row) => Number(row[column]));
  const groups = table.rows.map((row) => row.id ?? row.question ?? '');
  return (['withPeers', 'withoutPeers'] as const).map((mode) => {
    const peers = mode === 'withPeers';
    const evaluator = createBuiltInEvaluator(options);
    const inputs = toEvaluationInputs(table, peers);
    const started = performance.now();
    const results = inputs.map((input) => evaluator.evaluateSync(input));
    const minutes = (performance.now() - started) / 60_000;
    const inSample = agreement(
      results.map((result, index) => ({ predicted: result.marksAwarded, actual: actual[index]! })),
    );
    const samples = samplesOf({ evaluator, inputs, groups, actual });
    const fitted = fitCalibration(samples, peers);
    return {
      mode,
      inSample,
      crossValidated: crossValidate(samples, peers),
      fitted,
      inSampleRefit: agreement(
        samples.map((sample) => ({
          predicted: predictMarks(sample, fitted),
          actual: sample.actual,
        })),
      ),
      answersPerMinute: inputs.length / minutes,
    };
  });
}

function row(label: string, a: Agreement): string {
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  return `| ${label} | ${a.pearson.toFixed(3)} | ${a.rmse.toFixed(3)} | ${pct(a.exact)} | ${pct(a.withinOne)} |`;
}

/** Ablations of the shipped method; each refits its constants, so the CV figures are fair. */
function printVariants(csvPath: string): void {
  const variants: [string, BuiltInEvaluatorOptions][] = [
    ['no word vectors (exact stems only)', { lexicon: EMPTY_LEXICON }],
    ['vectors, no misspelling match', { match: { ...DEFAULT_MATCH_OPTIONS, misspelling: 0 } }],
    ['soft-match threshold 0.55', { match: { ...DEFAULT_MATCH_OPTIONS, softThreshold: 0.55 } }],
    ['soft-match threshold 0.75', { match: { ...DEFAULT_MATCH_OPTIONS, softThreshold: 0.75 } }],
    [
      'negated words never match asserted ones',
      { match: { ...DEFAULT_MATCH_OPTIONS, respectNegation: true } },
    ],
  ];
  console.log(
    '\n| variant | peers | CV r | CV RMSE | in-sample r (refit) |\n|---|---|---|---|---|',
  );
  for (const [label, options] of variants) {
    for (const m of measure(csvPath, options)) {
      console.log(
        `| ${label} | ${m.mode === 'withPeers' ? 'yes' : 'no'} | ${m.crossValidated.pearson.toFixed(3)} | ${m.crossValidated.rmse.toFixed(3)} | ${m.inSampleRefit.pearson.toFixed(3)} |`,
      );
    }
  }
}

function main(): number {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  const csvPath = file ? resolve(process.env.INIT_CWD ?? process.cwd(), file) : DEFAULT_DEV_CSV;
  const measurements = measure(csvPath);
  console.log(`Measured on ${csvPath}\n`);
  console.log('| run | Pearson r | RMSE | exact | within one |\n|---|---|---|---|---|');
  for (const m of measurements) {
    console.log(row(`${m.mode}, cross-validated (leave one question out)`, m.crossValidated));
    console.log(row(`${m.mode}, in-sample (shipped constants)`, m.inSample));
  }
  console.log('');
  for (const m of measurements) {
    const f = m.fitted;
    const fixed = (v: number) => v.toFixed(2);
    console.log(
      `${m.mode}: ${Math.round(m.answersPerMinute).toLocaleString('en')} answers/minute; whole-file fit ` +
        `intercept ${fixed(f.intercept)}, recall ${fixed(f.recall)}, precision ${fixed(f.precision)}, ` +
        `lengthRatio ${fixed(f.lengthRatio)}, peer ${fixed(f.peer)}, noOverlap ${fixed(f.noOverlap)}`,
    );
  }
  if (args.includes('--variants')) printVariants(csvPath);
  if (!args.includes('--check')) return 0;
  const failures = measurements.filter((m) => {
    const floor = QUALITY_FLOOR[m.mode];
    return m.crossValidated.pearson < floor.pearson || m.crossValidated.rmse > floor.rmse;
  });
  for (const m of failures)
    console.error(
      `Quality regression in ${m.mode}: below ${JSON.stringify(QUALITY_FLOOR[m.mode])}`,
    );
  return failures.length > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
