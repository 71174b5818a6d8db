import type { RubricPoint } from '../../../schema/index.js';

export type PaperLanguage = 'en' | 'hi' | 'ta';

export type QuestionSeed = {
  /** Markdown. */
  text: string;
  /** Markdown. */
  modelAnswer: string;
  /**
   * Key points, each written as the statement a good answer makes. The question's marks are their
   * sum, and a simulated student answer is made of the points that student "knows".
   */
  rubric: Omit<RubricPoint, 'id'>[];
};

export type PaperSeed = {
  title: string;
  studentClass: string;
  description: string;
  /** Minutes. */
  timeAllowed: number;
  year: number;
  qpCode: string;
  language: PaperLanguage;
  passPercentage?: number;
  questions: QuestionSeed[];
};

/** A question from its text, model answer and `[point, marks]` pairs. */
export const question = (
  text: string,
  modelAnswer: string,
  rubric: [point: string, marks: number][],
): QuestionSeed => ({
  text,
  modelAnswer,
  rubric: rubric.map(([point, marks]) => ({ point, marks })),
});

export const questionMarks = (seed: QuestionSeed) =>
  seed.rubric.reduce((sum, point) => sum + point.marks, 0);

export const paperMaxMarks = (paper: PaperSeed) =>
  paper.questions.reduce((sum, seed) => sum + questionMarks(seed), 0);
