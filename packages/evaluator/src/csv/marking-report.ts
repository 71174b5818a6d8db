import { markingFigures, type CheckedMark, type MarkingFigures } from '../marking-figures.js';
import type { EvaluationResult } from '../types.js';
import { findTeacherColumn, type MarkingTable } from './marking-csv.js';

/** The machine's marks beside the teachers', overall and per question. */
export type MarkingReport = {
  column: string;
  overall: MarkingFigures;
  perQuestion: { question: string; figures: MarkingFigures }[];
};

/**
 * What an institution checks before trusting an evaluator with its own teachers' marks: the
 * figures of `markingFigures`, for the whole file and for each question (by its text).
 * Undefined without a teacher column.
 */
export function markingReport(
  table: MarkingTable,
  results: readonly EvaluationResult[],
  teacherColumn?: string,
): MarkingReport | undefined {
  const column = findTeacherColumn(table.columns, teacherColumn);
  if (!column) return undefined;
  const marks: { question: string; mark: CheckedMark }[] = [];
  table.rows.forEach((row, index) => {
    const actual = Number.parseFloat(row[column] ?? '');
    const result = results[index];
    if (!Number.isFinite(actual) || !result) return;
    marks.push({
      question: row.question?.trim() ?? '',
      mark: {
        predicted: result.marksAwarded,
        actual,
        maxMarks: Number(row.max_marks),
        confidence: result.confidence,
        reasons: result.reviewReasons.map((reason) => reason.code),
      },
    });
  });
  if (marks.length === 0) return undefined;
  const questions = [...new Set(marks.map((entry) => entry.question))];
  return {
    column,
    overall: markingFigures(marks.map((entry) => entry.mark)),
    perQuestion: questions.map((question) => ({
      question,
      figures: markingFigures(
        marks.filter((entry) => entry.question === question).map((e) => e.mark),
      ),
    })),
  };
}

const fixed = (value: number) => value.toFixed(3);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function row(label: string, f: MarkingFigures): string {
  return [
    label.length > 40 ? `${label.slice(0, 39)}…` : label,
    String(f.all.n),
    fixed(f.all.pearson),
    fixed(f.all.rmse),
    fixed(f.all.qwk),
    percent(f.all.exact),
    percent(f.reviewShare),
    f.confident.n > 1 ? fixed(f.confident.pearson) : '-',
    `${f.failed.caught}/${f.failed.count}`,
  ].join(' | ');
}

/** The report as a markdown table a terminal shows well enough. */
export function formatMarkingReport(report: MarkingReport): string {
  const header =
    'question | answers | r | RMSE | QWK | exact | sent to review | r confident | teacher-failed caught';
  return [
    `Agreement with ${report.column} (teacher-failed: below 60% of the marks; caught: failed or sent to review):`,
    '',
    `| ${header} |`,
    `|${header
      .split('|')
      .map(() => '---')
      .join('|')}|`,
    `| ${row('all', report.overall)} |`,
    ...report.perQuestion.map(({ question, figures }) => `| ${row(question, figures)} |`),
    '',
    `Confidently passed answers the teachers failed: ${report.overall.wronglyPassed}.`,
  ].join('\n');
}
