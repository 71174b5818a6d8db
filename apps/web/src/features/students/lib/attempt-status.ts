import type { PracticeSessionStatus } from '@markwise/contract';
import type { Tone } from '@/components/tone';

/** How an admin reads an attempt's status; a settled or stuck one gets a status colour. */
export const ATTEMPT_STATUS: Record<PracticeSessionStatus, { label: string; tone?: Tone }> = {
  in_progress: { label: 'In Progress' },
  submitted: { label: 'Submitted' },
  evaluating: { label: 'Being Evaluated' },
  in_review: { label: 'In Review', tone: 'yellow' },
  evaluated: { label: 'Evaluated', tone: 'green' },
  failed: { label: 'Evaluation Failed', tone: 'red' },
};

/** '7/10' once marks are settled (as every report writes marks), '—' before. */
export function marksLabel(awarded: number | null, allocated: number | null): string {
  if (awarded === null || allocated === null) return '—';
  return `${awarded}/${allocated}`;
}
