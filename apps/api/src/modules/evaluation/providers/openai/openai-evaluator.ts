import type { ReviewReason, SecondOpinion } from '@markwise/contract';
import type { EvaluationInput, EvaluationResult, Evaluator } from '@markwise/evaluator';
import { ProviderError, type ChatClient } from './chat-client.js';
import {
  MARKING_RESPONSE_FORMAT,
  markingMessages,
  parseMarking,
  type ModelMarking,
} from './evaluation-prompt.js';

export const OPENAI_EVALUATOR_NAME = 'openai';

/**
 * Marks that came back in feedback of a fallback result in earlier versions: `fallback: <reason>`.
 * Stored answers may still carry it, so the student's view strips lines with it.
 */
export const FALLBACK_NOTE_PREFIX = 'fallback:';

/** A machine mark with, when the configured model abstained, the built-in evaluator's beside it. */
export type ProviderResult = EvaluationResult & { secondOpinion?: SecondOpinion };

export type OpenAiEvaluatorOptions = {
  client: ChatClient;
  model: string;
  /** Suggests a mark when the model abstains (the built-in evaluator); a teacher decides. */
  fallback: Evaluator;
  warn?: (message: string) => void;
};

const MAX_POINTS = 20;
const MAX_TEXT = 4_000;

/**
 * Marks with an OpenAI-compatible chat model using structured output. Whatever the model says, the
 * marks are clamped to 0..maxMarks and rounded to the half mark here. When the model abstains (it
 * refuses, its replies fail validation after the retries, or the provider is down), the answer
 * goes to a teacher: the result is `needs_review` with `llm_refused` or `llm_failed`, its marks
 * are the fallback's suggestion, also given as the second opinion. What went wrong is in the
 * reason's detail, which only teachers read; the feedback never carries a provider's words.
 */
export class OpenAiEvaluator implements Evaluator {
  readonly name = OPENAI_EVALUATOR_NAME;

  constructor(private readonly options: OpenAiEvaluatorOptions) {}

  get model() {
    return this.options.model;
  }

  async evaluate(input: EvaluationInput): Promise<ProviderResult> {
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
      return this.abstain(input, error);
    }
  }

  private async abstain(input: EvaluationInput, error: unknown): Promise<ProviderResult> {
    const refused = error instanceof ProviderError && error.refused;
    const what = error instanceof Error ? error.message : String(error);
    const detail = refused
      ? `The ${OPENAI_EVALUATOR_NAME} model (${this.options.model}) declined to mark this answer: ${what}.`
      : `The ${OPENAI_EVALUATOR_NAME} model (${this.options.model}) could not mark this answer: ${what}.`;
    this.options.warn?.(
      `question ${input.questionNumber}: ${detail} Sent to review with the ${this.options.fallback.name} evaluator's suggestion.`,
    );
    const suggestion = await this.options.fallback.evaluate(input);
    const reason: ReviewReason = { code: refused ? 'llm_refused' : 'llm_failed', detail };
    return {
      ...suggestion,
      confidence: 'needs_review',
      reviewReasons: [reason, ...suggestion.reviewReasons],
      secondOpinion: { evaluator: suggestion.evaluator, marks: suggestion.marksAwarded },
    };
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
