import { maxMarksMismatch, type PaperQuestionRequest } from '@markwise/contract';
import { invalid } from '../../common/errors/domain-errors.js';
import type { NewQuestionFields } from '../../data/papers/papers.repository.js';

/** A paper's maxMarks is always the sum of its question marks (the evaluator relies on it). */
export function checkMaxMarks(maxMarks: number, questionMarks: number) {
  if (maxMarks !== questionMarks) throw invalid(maxMarksMismatch(maxMarks, questionMarks));
}

/** Questions as stored: a question without a language takes the paper's. */
export function questionFields(
  questions: readonly PaperQuestionRequest[],
  paperLanguage: string,
): NewQuestionFields[] {
  return questions.map((question) => ({
    text: question.text,
    marks: question.marks,
    modelAnswer: question.modelAnswer || null,
    // Replaced questions are new, and so are their points (ids come with storing): no answer
    // refers to them yet.
    rubric: question.rubric?.map(({ point, marks }) => ({ point, marks })) ?? null,
    acceptedAnswers: question.acceptedAnswers ?? [],
    language: question.language ?? paperLanguage,
  }));
}

/** Clearable text as stored: null and a blank string both clear it; undefined leaves it alone. */
export const clearedToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value || null;
