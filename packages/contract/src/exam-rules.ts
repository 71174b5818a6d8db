import { exactPercentage } from './reports.js';

/** The pass mark when neither the exam level nor its paper sets one. */
export const DEFAULT_PASS_PERCENTAGE = 60;

type PassSetting = { passPercentage: number | null } | null | undefined;

/**
 * The one pass rule: the level's pass percentage if set, else the paper's, else 60. Every place
 * that says passed or failed (reports, progress, XP, the paper screen) goes through it.
 */
export function passPercentageOf(level: PassSetting, paper: PassSetting): number {
  return level?.passPercentage ?? paper?.passPercentage ?? DEFAULT_PASS_PERCENTAGE;
}

/** Whether a score passes at the given pass percentage, compared on the exact score. */
export const isPassing = (awarded: number, allocated: number, passPercentage: number) =>
  exactPercentage(awarded, allocated) >= passPercentage;

export const ANSWER_KEY_RELEASES = ['never', 'after_close', 'now'] as const;
export type AnswerKeyRelease = (typeof ANSWER_KEY_RELEASES)[number];

/**
 * Whether students may read a level's marking guide (model answers, rubric points): released now,
 * or after the level's close time has passed. Teachers always may.
 */
export function isAnswerKeyReleased(
  level: { answerKeyRelease: AnswerKeyRelease; closesAt: Date | string | null },
  now: Date,
): boolean {
  if (level.answerKeyRelease === 'now') return true;
  if (level.answerKeyRelease !== 'after_close' || level.closesAt === null) return false;
  return new Date(level.closesAt).getTime() <= now.getTime();
}
