import type { Journey, Level, LevelType } from '@markwise/contract';
import { i18n, msg } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';

/** Only the first journey returned for a subject is used. */
export function firstJourney(journeys: readonly Journey[]): Journey | null {
  return journeys[0] ?? null;
}

/** The levels the journey screen lists: exam levels only, by order ascending. */
export function examLevels(levels: readonly Level[]): Level[] {
  return levels.filter((level) => level.type === 'exam').toSorted((a, b) => a.order - b.order);
}

/** 'N XP' while a level is locked (xp_required_to_unlock above 0), null once unlocked. */
export function lockLabel(level: Pick<Level, 'xp_required_to_unlock'>): string | null {
  const xp = level.xp_required_to_unlock;
  return xp > 0 ? i18n.t('{{xp}} XP', { xp: formatNumber(xp) }) : null;
}

/** English keys: translate where they render, `t(levelTypeLabel(type))`. */
const TYPE_LABELS: Record<LevelType, string> = { exam: msg('Exam'), topic: msg('Topic') };

export function levelTypeLabel(type: LevelType): string {
  return TYPE_LABELS[type];
}

/**
 * The type badges' colours. Light badges print shade 9 on shade 1: indigo and grape pass WCAG AA
 * (5.3:1, 5.6:1); teal does not (4.3:1).
 */
const TYPE_COLORS: Record<LevelType, string> = { exam: 'indigo', topic: 'grape' };

export function levelTypeColor(type: LevelType): string {
  return TYPE_COLORS[type];
}
