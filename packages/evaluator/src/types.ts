import type { InterfaceLanguage, MarkConfidence, ReviewReason } from '@markwise/contract';

export type { MarkConfidence, ReviewReason, ReviewReasonCode } from '@markwise/contract';

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
  /** BCP 47 tag or name, e.g. "en", "hi", "ta": the language answers are expected in. */
  language?: string;
  /**
   * Other answers the teacher accepts as fully right (short answers: "O(log n)", "log n"); they are
   * compared exactly, after normalisation, like the model answer.
   */
  acceptedAnswers?: readonly string[];
  /**
   * Optional: the other answers of the class to the same question (this one may be among them).
   * The built-in evaluator then also compares the answer with what the class wrote; the bulk
   * runner passes them. Marks then depend on the peers as well, deterministically.
   */
  peerAnswers?: readonly string[];
  /**
   * The language the student reads feedback in (their interface language): the feedback and
   * improvement suggestion are written in it. Default 'en'. Review reasons, for teachers, stay
   * in English.
   */
  feedbackLanguage?: InterfaceLanguage;
};

export type EvaluationResult = {
  /** Clamped to [0, maxMarks] and rounded to a half mark: the machine's suggestion. */
  marksAwarded: number;
  /** Plain text in the input's feedbackLanguage (markdown allowed): what it covers and misses. */
  feedback: string;
  improvementSuggestion: string;
  coveredPoints: string[];
  missingPoints: string[];
  /** 'confident': the mark may stand on its own; 'needs_review': a teacher decides. */
  confidence: MarkConfidence;
  /** Why the mark needs a teacher; empty when confident. */
  reviewReasons: ReviewReason[];
  evaluator: string;
  model?: string;
};

/** Anything that marks one answer: the built-in scorer, or an OpenAI-compatible model. */
export type Evaluator = {
  name: string;
  model?: string;
  evaluate(input: EvaluationInput): Promise<EvaluationResult>;
};
