import { i18n } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';

/** When students may start a level: from the start, or once they have the XP it asks for. */
export const unlockText = (xp: number): string =>
  xp > 0 ? i18n.t('Unlocks at {{xp}} XP', { xp: formatNumber(xp) }) : i18n.t('Open from the start');

export const rewardText = (xp: number): string =>
  i18n.t('Awards {{xp}} XP', { xp: formatNumber(xp) });

/** A paper as the picker and the level rows name it: its title and QP code. */
export const paperLabel = (paper: { title: string; qpCode: string }): string =>
  `${paper.title} (${paper.qpCode})`;

export const marksText = (marks: number): string =>
  marks === 1
    ? i18n.t('{{count}} mark', { count: marks })
    : i18n.t('{{count}} marks', { count: marks });
