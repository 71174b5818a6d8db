import { agreement, type Agreement } from './agreement.js';
import { findTeacherColumn, type MarkingTable } from './csv/marking-csv.js';
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
    while (next < inputs.length) {
      const index = next;
      next += 1;
      results[index] = await options.evaluator.evaluate(inputs[index]!);
      done += 1;
      options.onProgress?.({ done, total: inputs.length });
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, inputs.length) }, worker));
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
