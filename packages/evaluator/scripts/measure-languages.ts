/**
 * Measures the built-in evaluator on the small teacher-marked sets in Indian languages that ship
 * with the package (data/README.md), the way measure.ts does the English set: each question left
 * out in turn (its constants refitted on the other questions), and with the shipped constants.
 *
 *   pnpm --filter @markwise/evaluator measure:hindi     (or measure:tamil)
 *
 * Adds what a small set in another language needs: the figures without the answers written in
 * another language (which the evaluator sends to a teacher unmarked, by design), and per kind of
 * answer (full, partial, wrong, off-topic, Hinglish, English, very short) the mean marks and the
 * share sent to review.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseMarkingCsv } from '../src/csv/marking-csv.js';
import { markingFigures, type CheckedMark } from '../src/marking-figures.js';
import { FIGURES_HEADER, figuresRow, measure } from './measure.js';

export const LANGUAGE_DEV_CSVS = {
  hindi: fileURLToPath(new URL('../data/hindi-dev.csv', import.meta.url)),
  tamil: fileURLToPath(new URL('../data/tamil-dev.csv', import.meta.url)),
} as const;

const isOtherLanguage = (mark: CheckedMark) => mark.reasons.includes('other_language');
const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

function main(): void {
  const name = (process.argv[2] ?? 'hindi') as keyof typeof LANGUAGE_DEV_CSVS;
  const csvPath = LANGUAGE_DEV_CSVS[name];
  if (!csvPath) throw new Error(`Unknown set ${name}; one of ${Object.keys(LANGUAGE_DEV_CSVS)}`);
  const kinds = parseMarkingCsv(readFileSync(csvPath)).rows.map((row) => row.answer_kind ?? '');
  const { modes } = measure(csvPath);
  console.log(`Measured on ${csvPath}\n\n${FIGURES_HEADER}`);
  for (const m of modes) {
    for (const run of ['crossValidated', 'inSample'] as const) {
      const label = run === 'crossValidated' ? 'questions left out' : 'shipped constants';
      const marks = m.marks[run];
      console.log(figuresRow(`${m.mode}, ${label}`, markingFigures(marks)));
      const own = marks.filter((mark) => !isOtherLanguage(mark));
      if (own.length < marks.length) {
        console.log(figuresRow(`${m.mode}, ${label}, without other-language`, markingFigures(own)));
      }
    }
  }
  console.log(
    '\n| kind | answers | teacher mean | machine mean (left out / shipped) | sent to review (left out / shipped) |\n|---|---|---|---|---|',
  );
  const oneAtATime = modes.find((m) => m.mode === 'oneAtATime')!;
  for (const kind of [...new Set(kinds)]) {
    const at = kinds.flatMap((each, i) => (each === kind ? [i] : []));
    const pick = (marks: readonly CheckedMark[]) => at.map((i) => marks[i]!);
    const cv = pick(oneAtATime.marks.crossValidated);
    const shipped = pick(oneAtATime.marks.inSample);
    const reviewed = (marks: readonly CheckedMark[]) =>
      marks.filter((mark) => mark.confidence === 'needs_review').length;
    console.log(
      `| ${kind} | ${at.length} | ${mean(cv.map((m) => m.actual)).toFixed(2)} | ${mean(cv.map((m) => m.predicted)).toFixed(2)} / ${mean(shipped.map((m) => m.predicted)).toFixed(2)} | ${reviewed(cv)} / ${reviewed(shipped)} |`,
    );
  }
  for (const m of modes) {
    const reasons = Object.entries(m.crossValidated.reasons)
      .map(([code, count]) => `${code} ${count}`)
      .join(', ');
    const { offset, scale } = m.fittedRescale;
    console.log(
      `\n${m.mode}: review reasons (left out) ${reasons || 'none'}; whole-file rescale of the English constants: offset ${offset.toFixed(2)}, scale ${scale.toFixed(2)}`,
    );
  }
}

main();
