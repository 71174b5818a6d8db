import type { EvaluationInput, RubricPoint } from '../types.js';
import { splitIntoPoints } from './rubric.js';

/** What an answer is marked against. */
export type Basis = 'rubric' | 'model answer' | 'question';

/** The texts an answer is compared with: the rubric or model answer, then accepted alternatives. */
export function referencesOf(input: EvaluationInput): { basis: Basis; texts: string[] } {
  const rubric = usableRubric(input.rubric);
  const model = input.modelAnswer?.trim();
  const accepted = (input.acceptedAnswers ?? []).map((text) => text.trim()).filter(Boolean);
  if (rubric.length > 0) {
    return { basis: 'rubric', texts: [model || rubric.map((point) => point.point).join('. ')] };
  }
  if (model) return { basis: 'model answer', texts: [model, ...accepted] };
  if (accepted.length > 0) return { basis: 'model answer', texts: accepted };
  return { basis: 'question', texts: [input.question] };
}

export function pointsOf(input: EvaluationInput, basis: Basis): RubricPoint[] {
  if (basis === 'rubric') return usableRubric(input.rubric);
  if (basis === 'question') return [];
  return splitIntoPoints(input.modelAnswer ?? '').map((point) => ({ point, marks: 1 }));
}

function usableRubric(rubric: readonly RubricPoint[] | null): RubricPoint[] {
  return (rubric ?? []).filter((point) => point.point.trim().length > 0 && point.marks > 0);
}
