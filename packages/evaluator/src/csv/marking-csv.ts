import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { EvaluationResult } from '../types.js';

export const REQUIRED_COLUMNS = [
  'question',
  'model_answer',
  'max_marks',
  'student_answer',
] as const;

/** Teacher-mark columns recognised without being named, in order of preference. */
export const TEACHER_MARK_COLUMNS = ['teacher_mark_avg', 'teacher_mark', 'teacher_marks', 'marks'];

/** The columns the marked file adds after the input's own. */
export const OUTPUT_COLUMNS = [
  'marks_awarded',
  'feedback',
  'improvement_suggestion',
  'covered_points',
  'missing_points',
  'confidence',
  'review_reasons',
  'evaluator',
] as const;

export type CsvRow = Record<string, string>;

export type MarkingTable = { columns: string[]; rows: CsvRow[] };

export type ParseOptions = {
  /** Stop reading after this many rows, so an oversized file is refused without parsing it all. */
  stopAfter?: number;
};

/** Parses a marking file; throws naming the missing columns. A leading BOM is accepted. */
export function parseMarkingCsv(
  text: string | Uint8Array,
  options: ParseOptions = {},
): MarkingTable {
  let columns: string[] = [];
  const rows = parse(typeof text === 'string' ? text : Buffer.from(text), {
    bom: true,
    ...(options.stopAfter ? { to: options.stopAfter } : {}),
    columns: (header: string[]) => {
      columns = header.map((name) => name.trim());
      return columns;
    },
    skip_empty_lines: true,
    relax_column_count: true,
  }) as CsvRow[];
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw new Error(
      `The file lacks the column(s) ${missing.join(', ')} (found: ${columns.join(', ')})`,
    );
  }
  return { columns, rows };
}

export type StringifyOptions = {
  /** Neutralise cells a spreadsheet would run as a formula (default true; off for JSON rows). */
  guardFormulas?: boolean;
};

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, tab, CR first) gets a leading single
 * quote: student answers are typed by students and end up opened in Excel by staff. Plain numbers
 * cannot be formulas and stay numbers, so marks still add up.
 */
export function guardSpreadsheetCell(value: string): string {
  if (!/^[=+\-@\t\r]/.test(value)) return value;
  return /^[+-]?\d+(\.\d+)?$/.test(value) ? value : `'${value}`;
}

/** The input's columns, then the marking; cells hold plain text, lists joined by " | ". */
export function stringifyMarkedCsv(
  table: MarkingTable,
  results: readonly EvaluationResult[],
  options: StringifyOptions = {},
): string {
  const cell = options.guardFormulas === false ? (value: string) => value : guardSpreadsheetCell;
  const extra = OUTPUT_COLUMNS.filter((column) => !table.columns.includes(column));
  const columns = [...table.columns, ...extra];
  const records = table.rows.map((row, index) => {
    const result = results[index];
    const marked: CsvRow = result
      ? {
          marks_awarded: String(result.marksAwarded),
          feedback: result.feedback,
          improvement_suggestion: result.improvementSuggestion,
          covered_points: result.coveredPoints.join(' | '),
          missing_points: result.missingPoints.join(' | '),
          confidence: result.confidence,
          review_reasons: result.reviewReasons
            .map((reason) => `${reason.code}: ${reason.detail}`)
            .join(' | '),
          evaluator: result.model ? `${result.evaluator}:${result.model}` : result.evaluator,
        }
      : {};
    return columns.map((column) => cell(marked[column] ?? row[column] ?? ''));
  });
  return stringify([columns.map(cell), ...records]);
}

export function findTeacherColumn(columns: readonly string[], wanted?: string): string | undefined {
  if (wanted) {
    if (!columns.includes(wanted)) throw new Error(`No column named ${wanted}`);
    return wanted;
  }
  return TEACHER_MARK_COLUMNS.find((column) => columns.includes(column));
}
