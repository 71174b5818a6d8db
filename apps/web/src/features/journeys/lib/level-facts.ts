const count = new Intl.NumberFormat('en-US');

/** When students may start a level: from the start, or once they have the XP it asks for. */
export const unlockText = (xp: number): string =>
  xp > 0 ? `Unlocks at ${count.format(xp)} XP` : 'Open from the start';

export const rewardText = (xp: number): string => `Awards ${count.format(xp)} XP`;

/** A paper as the picker and the level rows name it: its title and QP code. */
export const paperLabel = (paper: { title: string; qpCode: string }): string =>
  `${paper.title} (${paper.qpCode})`;

export const marksText = (marks: number): string => `${marks} mark${marks === 1 ? '' : 's'}`;
