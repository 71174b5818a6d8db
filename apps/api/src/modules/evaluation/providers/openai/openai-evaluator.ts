import type { EvaluationInput, EvaluationResult, Evaluator } from '@markwise/evaluator';
import { ProviderError, type ChatClient } from './chat-client.js';
import {
  MARKING_RESPONSE_FORMAT,
  markingMessages,
  parseMarking,
  type ModelMarking,
} from './evaluation-prompt.js';

export const OPENAI_EVALUATOR_NAME = 'openai';

/** Marks that come back in feedback of a fallback result: `fallback: <reason>`. */
export const FALLBACK_NOTE_PREFIX = 'fallback:';

export type OpenAiEvaluatorOptions = {
  client: ChatClient;
  model: string;
  /** Marks the answer when the provider fails for good (the built-in evaluator). */
  fallback: Evaluator;
  warn?: (message: string) => void;
};

const MAX_POINTS = 20;
const MAX_TEXT = 4_000;

/**
 * Marks with an OpenAI-compatible chat model using structured output. Whatever the model says, the
 * marks are clamped to 0..maxMarks and rounded to the half mark here. When the provider keeps
 * failing (HTTP errors, timeouts, malformed or off-schema JSON after the retries), the answer is
 * marked by the fallback instead and the reason is appended to the feedback as
 * `fallback: <reason>`; the result's `evaluator`/`model` are then the fallback's.
 */
export class OpenAiEvaluator implements Evaluator {
  readonly name = OPENAI_EVALUATOR_NAME;

  constructor(private readonly options: OpenAiEvaluatorOptions) {}

  get model() {
    return this.options.model;
  }

  async evaluate(input: EvaluationInput): Promise<EvaluationResult> {
    try {
      const marking = await this.options.client.complete(
        {
          model: this.options.model,
          messages: markingMessages(input),
          response_format: MARKING_RESPONSE_FORMAT,
          temperature: 0,
        },
        parseMarking,
      );
      return this.toResult(marking, input);
    } catch (error) {
      const reason =
        error instanceof ProviderError
          ? `${OPENAI_EVALUATOR_NAME} evaluator (${this.options.model}) failed: ${error.message}`
          : `${OPENAI_EVALUATOR_NAME} evaluator (${this.options.model}) failed: ${String(error)}`;
      this.options.warn?.(
        `question ${input.questionNumber}: ${reason}; using ${this.options.fallback.name}`,
      );
      const result = await this.options.fallback.evaluate(input);
      return {
        ...result,
        feedback: `${result.feedback}\n\n_${FALLBACK_NOTE_PREFIX} ${reason}; marked by the ${result.evaluator} evaluator._`,
      };
    }
  }

  private toResult(marking: ModelMarking, input: EvaluationInput): EvaluationResult {
    const feedback = marking.feedback.trim().slice(0, MAX_TEXT);
    return {
      marksAwarded: clampMarks(marking.marks_awarded, input.maxMarks),
      feedback: feedback || 'The marker gave no feedback for this answer.',
      improvementSuggestion: marking.improvement_suggestion.trim().slice(0, MAX_TEXT),
      coveredPoints: tidyPoints(marking.covered_points),
      missingPoints: tidyPoints(marking.missing_points),
      confidence: 'confident',
      reviewReasons: [],
      evaluator: OPENAI_EVALUATOR_NAME,
      model: this.options.model,
    };
  }
}

/** To the half mark, then into 0..maxMarks (a maximum that is not a half mark still bounds it). */
export function clampMarks(marks: number, maxMarks: number): number {
  if (!Number.isFinite(marks)) return 0;
  const halves = Math.round(marks * 2) / 2;
  return Math.min(Math.max(halves, 0), Math.max(maxMarks, 0));
}

function tidyPoints(points: string[]) {
  return points
    .map((point) => point.trim().slice(0, 500))
    .filter(Boolean)
    .slice(0, MAX_POINTS);
}
