import type { PracticeSessionStatus } from '@markwise/contract';
import { msg } from '@/i18n/i18n';

/** How often the screen asks whether the evaluation has finished. */
export const EVALUATION_POLL_MS = 2000;

/** Submitted and not yet marked: worth asking again. */
export function isAwaitingEvaluation(status: PracticeSessionStatus | undefined): boolean {
  return status === 'submitted' || status === 'evaluating';
}

export type StepState = 'done' | 'current' | 'waiting' | 'failed';

/** Keys, translated where they render. */
export const EVALUATION_STEPS = [
  msg('Submitted'),
  msg('Being evaluated'),
  msg('Report ready'),
] as const;

/** The state of each of EVALUATION_STEPS for a submitted session. */
export function evaluationSteps(status: PracticeSessionStatus): StepState[] {
  switch (status) {
    case 'evaluated':
      return ['done', 'done', 'done'];
    case 'in_review':
      // Marked; the report is ready once the teacher has checked the rest.
      return ['done', 'done', 'current'];
    case 'failed':
      return ['done', 'failed', 'waiting'];
    default:
      return ['done', 'current', 'waiting'];
  }
}
