import { agreement, type Agreement } from './agreement.js';
import { findTeacherColumn, parseMarkingCsv, type MarkingTable } from './csv/marking-csv.js';
import type { EvaluationInput, EvaluationResult, Evaluator } from './types.js';

export type BulkProgress = { done: number; total: number };

export type BulkOptions = {
  evaluator: Evaluator;
  /** Pass each answer the class's other answers to the same question (default true). */
  usePeers?: boolean;
  /** Answers evaluated at once (an API evaluator benefits; the built-in one is synchronous). */
  concurrency?: number;
  /** Teacher-mark column to compare with; found by name when omitted. */
  teacherColumn?: string;
  onProgress?: (progress: BulkProgress) => void;
  /** Stops starting new answers (an API evaluator's calls cost money) and rejects with its reason. */
  signal?: AbortSignal;
};

export type BulkOutcome = {
  results: EvaluationResult[];
  /** Present when the file has a teacher-mark column with numbers. */
  agreement?: Agreement & { column: string };
};

/** Turns the rows of a marking file into evaluator inputs; answers to the same question are peers. */
export function toEvaluationInputs(table: MarkingTable, usePeers = true): EvaluationInput[] {
  const groups = new Map<string, string[]>();
  const keyOf = (row: Record<string, string>) =>
    `${row.question ?? ''}\u0000${row.model_answer ?? ''}`;
  for (const row of table.rows) {
    const group = groups.get(keyOf(row)) ?? [];
    group.push(row.student_answer ?? '');
    groups.set(keyOf(row), group);
  }
  return table.rows.map((row, index) => {
    const questionNumber = Number.parseInt(row.question_number ?? '', 10);
    return {
      questionNumber: Number.isFinite(questionNumber) ? questionNumber : index + 1,
      question: row.question ?? '',
      modelAnswer: row.model_answer?.trim() ? row.model_answer : null,
      rubric: null,
      maxMarks: Number(row.max_marks),
      answer: row.student_answer ?? '',
      ...(row.language ? { language: row.language } : {}),
      ...(usePeers ? { peerAnswers: groups.get(keyOf(row)) } : {}),
    };
  });
}

export async function markTable(table: MarkingTable, options: BulkOptions): Promise<BulkOutcome> {
  const inputs = toEvaluationInputs(table, options.usePeers ?? true);
  const results = new Array<EvaluationResult>(inputs.length);
  const concurrency = Math.max(1, options.concurrency ?? 1);
  let next = 0;
  let done = 0;
  async function worker() {
    while (next < inputs.length && !options.signal?.aborted) {
      const index = next;
      next += 1;
      results[index] = await options.evaluator.evaluate(inputs[index]!);
      done += 1;
      options.onProgress?.({ done, total: inputs.length });
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, inputs.length) }, worker));
  options.signal?.throwIfAborted();
  return { results, agreement: compare(table, results, options.teacherColumn) };
}

function compare(
  table: MarkingTable,
  results: readonly EvaluationResult[],
  wanted: string | undefined,
): BulkOutcome['agreement'] {
  const column = findTeacherColumn(table.columns, wanted);
  if (!column) return undefined;
  const pairs = table.rows.flatMap((row, index) => {
    const actual = Number.parseFloat(row[column] ?? '');
    const result = results[index];
    return Number.isFinite(actual) && result ? [{ predicted: result.marksAwarded, actual }] : [];
  });
  return pairs.length > 0 ? { ...agreement(pairs), column } : undefined;
}

export type MarkingFileProblem =
  'unreadable' | 'too_many_rows' | 'no_rows' | 'bad_max_marks' | 'unknown_teacher_column';

/** A marking file that cannot be marked; `problem` lets a caller choose how to answer. */
export class MarkingFileError extends Error {
  constructor(
    readonly problem: MarkingFileProblem,
    message: string,
  ) {
    super(message);
    this.name = 'MarkingFileError';
  }
}

export type ReadMarkingFileOptions = { maxRows: number; teacherColumn?: string };

/**
 * The file as a marking table, checked before any answer is marked: at most `maxRows` rows
 * (counted while parsing, which stops one row past the cap), required columns, a positive
 * max_marks on every row and the teacher column if one is named.
 */
export function readMarkingFile(
  file: string | Uint8Array,
  { maxRows, teacherColumn }: ReadMarkingFileOptions,
): MarkingTable {
  let table: MarkingTable;
  try {
    table = parseMarkingCsv(file, { stopAfter: maxRows + 1 });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'not a readable CSV';
    throw new MarkingFileError('unreadable', reason);
  }
  if (table.rows.length > maxRows) {
    throw new MarkingFileError(
      'too_many_rows',
      `The file has more than ${maxRows} rows, the most one file may have; split it into smaller files`,
    );
  }
  if (table.rows.length === 0) throw new MarkingFileError('no_rows', 'The CSV has no rows to mark');
  if (teacherColumn && !table.columns.includes(teacherColumn)) {
    throw new MarkingFileError(
      'unknown_teacher_column',
      `The file has no column named ${teacherColumn}`,
    );
  }
  table.rows.forEach((row, index) => {
    const max = Number(row.max_marks);
    if (!Number.isFinite(max) || max <= 0) {
      throw new MarkingFileError(
        'bad_max_marks',
        `max_marks must be a positive number (row ${index + 2})`,
      );
    }
  });
  return table;
}
