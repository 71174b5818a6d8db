import { sentencesFor } from './feedback-sentences.js';
import type { EvaluationInput, EvaluationResult } from './types.js';

/** Structured feedback; field names (including `guidlines`) are the wire's, spelling included. */
export type StructuredFeedback = {
  guidlines: string;
  readable_response: string;
  marks_per_question: {
    question_number: number;
    marks_awarded: number;
    marks_allocated: number;
    feedback: string;
    improvement_suggestion: string;
  }[];
};

export type ScoredAnswer = { input: EvaluationInput; result: EvaluationResult };

/**
 * Structured feedback for one answer (one entry per question it answers, usually one):
 * `guidlines` says what the marker looked for, `readable_response` is the student's answer tidied.
 */
export function toStructuredFeedback(answers: readonly ScoredAnswer[]): StructuredFeedback {
  const several = answers.length > 1;
  return {
    guidlines: answers.map(({ input }) => guidelinesFor(input, several)).join('\n\n'),
    readable_response: answers
      .map(({ input }) => {
        const say = sentencesFor(input.feedbackLanguage);
        const text = readable(input.answer) || say.noAnswerGiven;
        return several ? `${say.questionLabel(input.questionNumber)} ${text}` : text;
      })
      .join('\n\n'),
    marks_per_question: answers.map(({ input, result }) => ({
      question_number: input.questionNumber,
      marks_awarded: result.marksAwarded,
      marks_allocated: input.maxMarks,
      feedback: result.feedback,
      improvement_suggestion: result.improvementSuggestion,
    })),
  };
}

function guidelinesFor(input: EvaluationInput, several: boolean): string {
  const say = sentencesFor(input.feedbackLanguage);
  const heading = several ? say.questionHeading(input.questionNumber, input.maxMarks) : '';
  const rubric = (input.rubric ?? []).filter((point) => point.point.trim() && point.marks > 0);
  if (rubric.length > 0) {
    const items = rubric.map((point) => say.rubricItem(point.point.trim(), point.marks)).join('\n');
    return `${heading}${say.lookedForPoints}\n${items}`;
  }
  if (input.modelAnswer?.trim()) {
    return `${heading}${say.comparedWithModel(readable(input.modelAnswer))}`;
  }
  return `${heading}${say.markedOnRelevance(readable(input.question))}`;
}

/** Normalises Unicode, trims each line, collapses runs of spaces and of blank lines. */
export function readable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\t ]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
