import { QuestionPaper, StudentQuestionPaper } from '@markwise/contract';
import type { z } from 'zod';
import type { PaperRow, QuestionRow } from '../../data/papers/papers.repository.js';

/** The whole paper (admins, or a released answer key), or the paper without the marking guide. */
export type PaperSchema = typeof QuestionPaper | typeof StudentQuestionPaper;

/**
 * Maps papers with their questions (loaded together for a whole page) through the contract's
 * allow-list; the student schema has no modelAnswer or rubric, so parsing drops them.
 */
export function toPapers<S extends PaperSchema>(
  rows: PaperRow[],
  questions: QuestionRow[],
  schema: S,
): z.output<S>[] {
  const byPaper = new Map<string, QuestionRow[]>();
  for (const question of questions) {
    const list = byPaper.get(question.paperId) ?? [];
    list.push(question);
    byPaper.set(question.paperId, list);
  }
  // TypeScript cannot narrow `parse` of a generic union of schemas; the cast restates S's output.
  return rows.map(
    (row) => schema.parse(toPaperShape(row, byPaper.get(row.id) ?? [])) as z.output<S>,
  );
}

function toPaperShape(row: PaperRow, questions: QuestionRow[]) {
  return {
    _id: row.id,
    title: row.title,
    subject: row.subjectTitle,
    subjectId: row.subjectId,
    examId: row.courseId,
    class: row.studentClass,
    description: row.description,
    questions: questions.map((question) => ({
      _id: question.id,
      number: question.number,
      text: question.text,
      marks: question.marks,
      modelAnswer: question.modelAnswer,
      rubric: question.rubric,
      acceptedAnswers: question.acceptedAnswers,
      language: question.language,
    })),
    timeAllowed: row.timeAllowed,
    year: row.year,
    qpCode: row.qpCode,
    maxMarks: row.maxMarks,
    language: row.language,
    passPercentage: row.passPercentage,
    visibility: row.visibility,
    createdAt: row.createdAt.toISOString(),
  };
}
