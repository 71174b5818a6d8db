import type { QuestionStatistics } from '@markwise/contract';
import type { Tone } from '@/components/tone';
import { msg } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';

/** A share 0-1 as a whole percentage ("44%"); a dash with no answers. */
export function facilityWords(facility: number | null): string {
  return facility === null ? '–' : `${Math.round(facility * 100)}%`;
}

/** The mean (up to two decimals) out of the question's marks ("1.75 / 4"); a dash with no answers. */
export function meanWords(question: Pick<QuestionStatistics, 'mean' | 'marks'>): string {
  return question.mean === null
    ? '–'
    : `${formatNumber(question.mean)} / ${formatNumber(question.marks)}`;
}

/**
 * How well a question separates stronger students from weaker ones, by the usual rule of thumb
 * for an item-total correlation: 0.3 and above good, 0.2 to 0.3 fair, below 0.2 weak, and below
 * 0 a question the weaker students do better on (often a wrong key or an unclear question).
 */
export function discriminationWords(discrimination: number | null): {
  value: string;
  /** An English key: render with `t(verdict)`. */
  verdict: string;
  /** The badge's status colour; null: neutral. */
  tone: Tone | null;
} {
  if (discrimination === null) {
    return { value: '–', verdict: msg('Too few varied answers'), tone: null };
  }
  const value = discrimination.toFixed(2);
  if (discrimination < 0)
    return { value, verdict: msg('Negative: check the question'), tone: 'red' };
  if (discrimination < 0.2) return { value, verdict: msg('Weak'), tone: 'yellow' };
  if (discrimination < 0.3) return { value, verdict: msg('Fair'), tone: null };
  return { value, verdict: msg('Good'), tone: 'green' };
}
