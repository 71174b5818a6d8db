/**
 * Measures the built-in evaluator on the development CSV (default: shared/data/short-answer-dev.csv
 * beside the repository) with each question left out in turn: its calibration is refitted on the
 * other questions, then the held-out question is marked end to end (rules, review, confidence).
 *
 *   pnpm --filter @markwise/evaluator measure [file.csv] [--check] [--per-question]
 *
 * Reports, for one answer at a time (an exam: the class only checks the mark) and class-aware
 * marking (bulk CSV): r, RMSE, quadratic weighted kappa, the share sent to review, agreement on the
 * confident share, and the share of teacher-failed answers the machine failed or sent to review;
 * then the same with 5 and 10 teacher anchors per question. --check exits non-zero below FLOORS.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { agreement, type Agreement } from '../src/agreement.js';
import { createBuiltInEvaluator, type BuiltInEvaluatorOptions } from '../src/built-in-evaluator.js';
import { toEvaluationInputs } from '../src/bulk.js';
import { findTeacherColumn, parseMarkingCsv } from '../src/csv/marking-csv.js';
import { markingFigures, type CheckedMark, type MarkingFigures } from '../src/marking-figures.js';
import { anchoredMarks } from '../src/scoring/anchors.js';
import { GROUP_SIMILARITY } from '../src/scoring/groups.js';
import {
  CALIBRATION_WITH_PEERS,
  CALIBRATION_WITHOUT_PEERS,
  rescaled,
  type Calibration,
  type Rescale,
} from '../src/scoring/calibration.js';
import type { EvaluationInput, EvaluationResult } from '../src/types.js';
import { loadShippedLexicon } from '../src/vectors/lexicon.js';
import { fitCalibration, fitRescale, samplesOf, type Sample } from './calibrate.js';
import { measureGroups } from './measure-groups.js';

/**
 * Just under the figures reached (README), so a change that makes marking worse fails `--check`
 * and the quality test. The review share and failures caught are the issue's own limits.
 */
export const FLOORS = {
  oneAtATime: { pearson: 0.565, qwk: 0.555, reviewShareMax: 0.35, failedCaught: 0.8 },
  classAware: { pearson: 0.605, qwk: 0.595, reviewShareMax: 0.38, failedCaught: 0.85 },
  anchored10: { pearson: 0.67 },
};

export const DEFAULT_DEV_CSV = fileURLToPath(
  new URL('../../../../shared/data/short-answer-dev.csv', import.meta.url),
);

export type Mode = 'oneAtATime' | 'classAware';
const PEERS: Record<Mode, BuiltInEvaluatorOptions['peers']> = {
  oneAtATime: 'check',
  classAware: 'mark',
};

export type ModeMeasurement = {
  mode: Mode;
  /** Questions left out one at a time. */
  crossValidated: MarkingFigures;
  /** With the shipped constants (fitted on this file). */
  inSample: MarkingFigures;
  /** Per question, questions left out. */
  perQuestion: { group: string; figures: MarkingFigures }[];
  /** Each answer's mark beside the teacher's, questions left out and in-sample (file order). */
  marks: { crossValidated: CheckedMark[]; inSample: CheckedMark[] };
  /** Constants a fit on the whole file gives. */
  fitted: Calibration;
  /** The Indian-language rescale of the English constants a fit on the whole file gives. */
  fittedRescale: Rescale;
  answersPerMinute: number;
};

export type AnchorMeasurement = {
  anchorsPerQuestion: number;
  /** The answers that were not anchors, as the machine marked them and after anchoring. */
  without: Agreement;
  withAnchors: Agreement;
  /** The confident share after anchoring (anchored marks keep the machine's confidence). */
  confident: Agreement;
};

export type Measurement = { modes: ModeMeasurement[]; anchors: AnchorMeasurement[] };

type Table = {
  inputs: EvaluationInput[];
  groups: string[];
  actual: number[];
};

function readTable(
  csvPath: string,
): Omit<Table, 'inputs'> & { rows: ReturnType<typeof parseMarkingCsv> } {
  const rows = parseMarkingCsv(readFileSync(csvPath));
  const column = findTeacherColumn(rows.columns);
  if (!column) throw new Error('The file has no teacher-mark column');
  return {
    rows,
    actual: rows.rows.map((row) => Number(row[column])),
    groups: rows.rows.map((row) => row.id ?? row.question ?? ''),
  };
}

const checked = (
  result: EvaluationResult,
  input: EvaluationInput,
  actual: number,
): CheckedMark => ({
  predicted: result.marksAwarded,
  actual,
  maxMarks: input.maxMarks,
  confidence: result.confidence,
  reasons: result.reviewReasons.map((reason) => reason.code),
});

export function measure(csvPath: string, options: BuiltInEvaluatorOptions = {}): Measurement {
  const { rows, actual, groups } = readTable(csvPath);
  const lexicon = options.lexicon ?? loadShippedLexicon();
  // Both modes give the class: one at a time only checks against it, class-aware marks with it.
  const inputs = toEvaluationInputs(rows, true);
  const questions = [...new Set(groups)];
  const featureEvaluator = createBuiltInEvaluator({ ...options, lexicon, peers: 'mark' });
  const samples = samplesOf({ evaluator: featureEvaluator, inputs, groups, actual });
  const table = { inputs, groups, actual };
  let oneAtATimeResults: EvaluationResult[] = [];

  const modes = (['oneAtATime', 'classAware'] as const).map((mode) => {
    const peers = mode === 'classAware';
    const fitted = fitCalibration(samples, peers);
    const fittedRescale = fitRescale(
      samples,
      peers ? CALIBRATION_WITH_PEERS : CALIBRATION_WITHOUT_PEERS,
      peers,
    );
    const shipped = createBuiltInEvaluator({ ...options, lexicon, peers: PEERS[mode] });
    const started = performance.now();
    const inSampleResults = inputs.map((input) => shipped.evaluateSync(input));
    const minutes = (performance.now() - started) / 60_000;
    const results = crossValidatedResults({ table, samples, questions, mode, options, lexicon });
    if (mode === 'oneAtATime') oneAtATimeResults = results;
    const marks = results.map((result, i) => checked(result, inputs[i]!, actual[i]!));
    const inSampleMarks = inSampleResults.map((result, i) =>
      checked(result, inputs[i]!, actual[i]!),
    );
    return {
      mode,
      crossValidated: markingFigures(marks),
      inSample: markingFigures(inSampleMarks),
      marks: { crossValidated: marks, inSample: inSampleMarks },
      perQuestion: questions.map((group) => ({
        group,
        figures: markingFigures(marks.filter((_, i) => groups[i] === group)),
      })),
      fitted,
      fittedRescale,
      answersPerMinute: inputs.length / minutes,
    } satisfies ModeMeasurement;
  });
  const anchors = [5, 10].map((count) =>
    measureAnchors({ table, results: oneAtATimeResults, questions, count }),
  );
  return { modes, anchors };
}

/** Each question marked by an evaluator whose constants were fitted without it. */
function crossValidatedResults(input: {
  table: Table;
  samples: readonly Sample[];
  questions: readonly string[];
  mode: Mode;
  options: BuiltInEvaluatorOptions;
  lexicon: NonNullable<BuiltInEvaluatorOptions['lexicon']>;
}): EvaluationResult[] {
  const { table, samples, questions, mode } = input;
  const results = new Array<EvaluationResult>(table.inputs.length);
  for (const group of questions) {
    const training = samples.filter((sample) => sample.group !== group);
    const evaluator = createBuiltInEvaluator({
      ...input.options,
      lexicon: input.lexicon,
      peers: PEERS[mode],
      calibration: {
        withPeers: fitCalibration(training, true),
        withoutPeers: fitCalibration(training, false),
        // Answers in Indian languages: the English constants rescaled, the rescale refitted too.
        indian: {
          withPeers: rescaled(
            CALIBRATION_WITH_PEERS,
            fitRescale(training, CALIBRATION_WITH_PEERS, true),
          ),
          withoutPeers: rescaled(
            CALIBRATION_WITHOUT_PEERS,
            fitRescale(training, CALIBRATION_WITHOUT_PEERS, false),
          ),
        },
      },
    });
    table.inputs.forEach((evaluationInput, i) => {
      if (table.groups[i] === group) results[i] = evaluator.evaluateSync(evaluationInput);
    });
  }
  return results;
}

/**
 * Teacher anchors: for each held-out question, `count` of its answers (drawn at random, five
 * draws) are marked by the teacher and re-calibrate the machine's marks of the others.
 */
function measureAnchors(input: {
  table: Table;
  results: readonly EvaluationResult[];
  questions: readonly string[];
  count: number;
}): AnchorMeasurement {
  const { table, results, count } = input;
  const draws = 5;
  const sums = {
    without: [] as Agreement[],
    withAnchors: [] as Agreement[],
    confident: [] as Agreement[],
  };
  for (let draw = 0; draw < draws; draw += 1) {
    const random = seededRandom(1000 + draw);
    const without: { predicted: number; actual: number }[] = [];
    const withAnchors: { predicted: number; actual: number }[] = [];
    const confident: { predicted: number; actual: number }[] = [];
    for (const group of input.questions) {
      const members = table.inputs.map((_, i) => i).filter((i) => table.groups[i] === group);
      const chosen = new Set(shuffle(members, random).slice(0, count));
      const anchors = [...chosen].map((i) => ({
        answer: table.inputs[i]!.answer,
        machineMarks: results[i]!.marksAwarded,
        teacherMarks: table.actual[i]!,
      }));
      for (const i of members) {
        if (chosen.has(i)) continue;
        const evaluationInput = table.inputs[i]!;
        const predicted = anchoredMarks(
          {
            question: evaluationInput.question,
            answer: evaluationInput.answer,
            machineMarks: results[i]!.marksAwarded,
            maxMarks: evaluationInput.maxMarks,
          },
          anchors,
        );
        without.push({ predicted: results[i]!.marksAwarded, actual: table.actual[i]! });
        withAnchors.push({ predicted, actual: table.actual[i]! });
        if (results[i]!.confidence === 'confident') {
          confident.push({ predicted, actual: table.actual[i]! });
        }
      }
    }
    sums.without.push(agreement(without));
    sums.withAnchors.push(agreement(withAnchors));
    sums.confident.push(agreement(confident));
  }
  return {
    anchorsPerQuestion: count,
    without: meanAgreement(sums.without),
    withAnchors: meanAgreement(sums.withAnchors),
    confident: meanAgreement(sums.confident),
  };
}

function meanAgreement(list: readonly Agreement[]): Agreement {
  const mean = (key: keyof Agreement) => list.reduce((sum, a) => sum + a[key], 0) / list.length;
  return {
    n: mean('n'),
    pearson: mean('pearson'),
    rmse: mean('rmse'),
    exact: mean('exact'),
    withinOne: mean('withinOne'),
    meanDifference: mean('meanDifference'),
    qwk: mean('qwk'),
  };
}

/** mulberry32: the same draws on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const fixed = (value: number, digits = 3) => value.toFixed(digits);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export function agreementCells(a: Agreement): string {
  return `${fixed(a.pearson)} | ${fixed(a.rmse)} | ${fixed(a.qwk)} | ${percent(a.exact)}`;
}

export function figuresRow(label: string, f: MarkingFigures): string {
  return `| ${label} | ${f.all.n} | ${agreementCells(f.all)} | ${percent(f.reviewShare)} | ${fixed(f.confident.pearson)} | ${percent(f.confident.exact)} | ${f.failed.caught}/${f.failed.count} (${percent(f.failed.share)}) |`;
}

export const FIGURES_HEADER =
  '| run | answers | r | RMSE | QWK | exact | sent to review | r confident | exact confident | teacher-failed caught |\n|---|---|---|---|---|---|---|---|---|---|';

function main(): number {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  const csvPath = file ? resolve(process.env.INIT_CWD ?? process.cwd(), file) : DEFAULT_DEV_CSV;
  const { modes, anchors } = measure(csvPath);
  console.log(`Measured on ${csvPath}\n`);
  console.log(FIGURES_HEADER);
  for (const m of modes) {
    console.log(figuresRow(`${m.mode}, questions left out`, m.crossValidated));
    console.log(figuresRow(`${m.mode}, in-sample (shipped constants)`, m.inSample));
  }
  console.log(
    '\n| anchors per question | answers scored | r before → after | RMSE before → after | QWK before → after | r confident after |\n|---|---|---|---|---|---|',
  );
  for (const a of anchors) {
    console.log(
      `| ${a.anchorsPerQuestion} | ${Math.round(a.withAnchors.n)} | ${fixed(a.without.pearson)} → ${fixed(a.withAnchors.pearson)} | ${fixed(a.without.rmse)} → ${fixed(a.withAnchors.rmse)} | ${fixed(a.without.qwk)} → ${fixed(a.withAnchors.qwk)} | ${fixed(a.confident.pearson)} |`,
    );
  }
  const { rows, actual } = readTable(csvPath);
  const grouped = measureGroups(
    rows.rows.map((row, i) => ({
      question: row.question ?? '',
      text: row.student_answer ?? '',
      actual: actual[i]!,
    })),
  );
  console.log(
    `\nDesk groups (similarity ${GROUP_SIMILARITY}): ${grouped.groups} groups of two or more hold ${grouped.grouped} of ${grouped.answers} answers (${percent(grouped.grouped / grouped.answers)}); ` +
      `${percent(grouped.withinHalf)} of them within half a mark of their group's median teacher mark (random groups of the same sizes: ${percent(grouped.randomWithinHalf)})`,
  );
  console.log('');
  for (const m of modes) {
    const reasons = Object.entries(m.crossValidated.reasons)
      .map(([code, count]) => `${code} ${count}`)
      .join(', ');
    const f = m.fitted;
    console.log(
      `${m.mode}: ${Math.round(m.answersPerMinute).toLocaleString('en')} answers/minute; review reasons: ${reasons || 'none'}; ` +
        `wrongly passed ${m.crossValidated.wronglyPassed}; whole-file fit intercept ${fixed(f.intercept, 2)}, recall ${fixed(f.recall, 2)}, ` +
        `precision ${fixed(f.precision, 2)}, lengthRatio ${fixed(f.lengthRatio, 2)}, charSimilarity ${fixed(f.charSimilarity, 2)}, peer ${fixed(f.peer, 2)}`,
    );
  }
  if (args.includes('--per-question')) {
    for (const m of modes) {
      console.log(`\n${m.mode}, per question (left out)\n${FIGURES_HEADER}`);
      for (const q of m.perQuestion) console.log(figuresRow(q.group, q.figures));
    }
  }
  if (!args.includes('--check')) return 0;
  const failures = checkFloors({ modes, anchors });
  for (const failure of failures) console.error(`Quality regression: ${failure}`);
  return failures.length > 0 ? 1 : 0;
}

export function checkFloors({ modes, anchors }: Measurement): string[] {
  const failures: string[] = [];
  for (const m of modes) {
    const floor = FLOORS[m.mode];
    const f = m.crossValidated;
    if (f.all.pearson < floor.pearson)
      failures.push(`${m.mode} r ${fixed(f.all.pearson)} < ${floor.pearson}`);
    if (f.all.qwk < floor.qwk) failures.push(`${m.mode} QWK ${fixed(f.all.qwk)} < ${floor.qwk}`);
    if (f.reviewShare > floor.reviewShareMax)
      failures.push(
        `${m.mode} review ${percent(f.reviewShare)} > ${percent(floor.reviewShareMax)}`,
      );
    if (f.failed.share < floor.failedCaught)
      failures.push(
        `${m.mode} failed caught ${percent(f.failed.share)} < ${percent(floor.failedCaught)}`,
      );
  }
  const ten = anchors.find((a) => a.anchorsPerQuestion === 10);
  if (ten && ten.withAnchors.pearson < FLOORS.anchored10.pearson) {
    failures.push(`10 anchors r ${fixed(ten.withAnchors.pearson)} < ${FLOORS.anchored10.pearson}`);
  }
  return failures;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
