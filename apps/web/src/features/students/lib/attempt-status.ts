import type { PracticeSessionStatus } from '@markwise/contract';
import type { Tone } from '@/components/tone';
import { msg } from '@/i18n/i18n';

/** How an admin reads an attempt's status; a settled or stuck one gets a status colour. */
export const ATTEMPT_STATUS: Record<PracticeSessionStatus, { label: string; tone?: Tone }> = {
  in_progress: { label: msg('In Progress') },
  submitted: { label: msg('Submitted') },
  evaluating: { label: msg('Being Evaluated') },
  in_review: { label: msg('In Review'), tone: 'yellow' },
  evaluated: { label: msg('Evaluated'), tone: 'green' },
  failed: { label: msg('Evaluation Failed'), tone: 'red' },
};

/** '7/10' once marks are settled (as every report writes marks), '—' before. */
export function marksLabel(awarded: number | null, allocated: number | null): string {
  if (awarded === null || allocated === null) return '—';
  return `${awarded}/${allocated}`;
}
