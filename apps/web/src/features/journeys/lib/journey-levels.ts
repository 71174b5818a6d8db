import type { Journey, Level, LevelType } from '@markwise/contract';

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
  return xp > 0 ? `${xp} XP` : null;
}

const TYPE_LABELS: Record<LevelType, string> = { exam: 'Exam', topic: 'Topic' };

export function levelTypeLabel(type: LevelType): string {
  return TYPE_LABELS[type];
}
