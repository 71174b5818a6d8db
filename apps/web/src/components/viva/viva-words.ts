import type { VivaAnswerWay, VivaTurn } from '@markwise/contract';
import { i18n, msg } from '@/i18n/i18n';

/** How an answer came, as a reader is told: 'Answer (typed)'. */
export const WAY_LABELS: Record<VivaAnswerWay, string> = {
  typed: msg('typed'),
  recorded: msg('spoken, recorded and transcribed'),
  browser_speech: msg("spoken, heard by the browser's speech recognition"),
};

/** 'Question 2 of 3', or 'Follow-up to question 2' for the question asked after a thin answer. */
export function turnTitle(turn: Pick<VivaTurn, 'kind' | 'topic'>, topics: number): string {
  return turn.kind === 'follow_up'
    ? i18n.t('Follow-up to question {{number}}', { number: turn.topic })
    : i18n.t('Question {{number}} of {{total}}', { number: turn.topic, total: topics });
}
