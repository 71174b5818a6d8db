import type { PracticeSessionStatus } from '@markwise/contract';

/** How an admin reads an attempt's status, and its badge colour. */
export const ATTEMPT_STATUS: Record<PracticeSessionStatus, { label: string; color: string }> = {
  in_progress: { label: 'In Progress', color: 'blue' },
  submitted: { label: 'Submitted', color: 'cyan' },
  evaluating: { label: 'Being Evaluated', color: 'cyan' },
  in_review: { label: 'In Review', color: 'yellow' },
  evaluated: { label: 'Evaluated', color: 'green' },
  failed: { label: 'Evaluation Failed', color: 'red' },
};

/** '7 / 10' once marks are settled, '—' before. */
export function marksLabel(awarded: number | null, allocated: number | null): string {
  if (awarded === null || allocated === null) return '—';
  return `${awarded} / ${allocated}`;
}
