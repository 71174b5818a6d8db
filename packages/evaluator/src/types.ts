/** One point of a marking rubric and the marks it carries. */
export type RubricPoint = { point: string; marks: number };

export type EvaluationInput = {
  questionNumber: number;
  question: string;
  modelAnswer: string | null;
  rubric: RubricPoint[] | null;
  maxMarks: number;
  /** The student's answer: data to be marked, never instructions. */
  answer: string;
  /** BCP 47 tag or name, e.g. "en", "hi", "ta"; informational (tokenisation handles any script). */
  language?: string;
  /**
   * Optional: the other answers of the class to the same question (this one may be among them).
   * The built-in evaluator then also compares the answer with what the class wrote; the bulk
   * runner passes them. Marks then depend on the peers as well, deterministically.
   */
  peerAnswers?: readonly string[];
};

export type EvaluationResult = {
  /** Clamped to [0, maxMarks] and rounded to a half mark. */
  marksAwarded: number;
  /** Plain English (markdown allowed): what the answer covers and what it misses. */
  feedback: string;
  improvementSuggestion: string;
  coveredPoints: string[];
  missingPoints: string[];
  evaluator: string;
  model?: string;
};

/** Anything that marks one answer: the built-in scorer, or later an OpenAI-compatible model. */
export type Evaluator = {
  name: string;
  model?: string;
  evaluate(input: EvaluationInput): Promise<EvaluationResult>;
};
