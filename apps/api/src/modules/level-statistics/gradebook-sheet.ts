import {
  LEVEL_USER_STATUS_LABELS,
  percentageOf,
  type PracticeSessionStatus,
} from '@markwise/contract';
import type {
  Spreadsheet,
  SpreadsheetCell,
  SpreadsheetColumn,
} from '../../common/spreadsheet-file.js';

/** A counted attempt and its student, as the gradebook lists them (already in row order). */
export type GradebookAttempt = {
  sessionId: string;
  status: PracticeSessionStatus;
  firstName: string;
  lastName: string;
  email: string;
};

/** One answer of a counted attempt: its mark (null while unmarked) and whether it is released. */
export type GradebookAnswer = {
  sessionId: string;
  questionId: string;
  marks: number | null;
  released: boolean;
};

export type GradebookQuestion = { id: string; number: number; marks: number };

/**
 * Whether the student may see the attempt's marks: Yes when every answer is released, Partly when
 * some are (confident marks go out while others wait for a teacher), No when none is.
 */
export function releasedWord(answers: readonly Pick<GradebookAnswer, 'released'>[]): string {
  const released = answers.filter((answer) => answer.released).length;
  if (released === 0) return 'No';
  return released === answers.length ? 'Yes' : 'Partly';
}

/**
 * The level's gradebook: one row per counted attempt (its student), one column per question of
 * the paper with the answer's mark ('' while unmarked or unanswered), then the total of the marked
 * answers, its percentage of the paper's marks, the attempt's status and whether it is released.
 * A teacher's file: every mark shows, released or not.
 */
export function gradebookSheet(
  questions: readonly GradebookQuestion[],
  attempts: readonly GradebookAttempt[],
  answers: readonly GradebookAnswer[],
): Spreadsheet {
  const ordered = [...questions].sort((a, b) => a.number - b.number);
  const allocated = ordered.reduce((total, question) => total + question.marks, 0);
  const bySession = new Map<string, GradebookAnswer[]>();
  for (const answer of answers) {
    bySession.set(answer.sessionId, [...(bySession.get(answer.sessionId) ?? []), answer]);
  }
  const columns: SpreadsheetColumn[] = [
    { header: 'Student Name', width: 28 },
    { header: 'Email', width: 32 },
    ...ordered.map((question) => ({
      header: `Q${question.number} (${question.marks})`,
      width: 9,
    })),
    { header: `Total (${allocated})`, width: 11 },
    { header: 'Percentage', width: 12 },
    { header: 'Status', width: 12 },
    { header: 'Released', width: 10 },
  ];
  const rows = attempts.map((attempt): SpreadsheetCell[] => {
    const own = (bySession.get(attempt.sessionId) ?? []).filter((answer) =>
      ordered.some((question) => question.id === answer.questionId),
    );
    const markOf = (questionId: string) =>
      own.find((answer) => answer.questionId === questionId)?.marks ?? null;
    const total = own.reduce((sum, answer) => sum + (answer.marks ?? 0), 0);
    return [
      `${attempt.firstName} ${attempt.lastName}`.trim(),
      attempt.email,
      ...ordered.map((question) => markOf(question.id) ?? ''),
      total,
      percentageOf(total, allocated),
      LEVEL_USER_STATUS_LABELS[attempt.status],
      releasedWord(own),
    ];
  });
  return { name: 'Gradebook', columns, rows };
}
