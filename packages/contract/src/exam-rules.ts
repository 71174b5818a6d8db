import { z } from 'zod';
import { component, dataEnvelope, Timestamp } from './common.js';
import { REGRADE_WINDOW_DAYS_MAX } from './regrade.js';
import { exactPercentage } from './reports.js';
import { RELEASE_POLICIES } from './review.js';

/** The pass mark when neither the exam level nor its paper sets one. */
export const DEFAULT_PASS_PERCENTAGE = 60;

type PassSetting = { passPercentage?: number | null } | null | undefined;

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

type StartRules = {
  attemptsAllowed: number | null;
  opensAt: Date | string | null;
  closesAt: Date | string | null;
};

/**
 * Why a student may not start a new attempt now (undefined: they may): the window, then the
 * attempt limit. Resuming an attempt still open is not a new start.
 */
export function startRefusal(
  rules: StartRules,
  attemptsMade: number,
  now: Date,
): string | undefined {
  const at = (value: Date | string) => new Date(value);
  if (rules.opensAt && at(rules.opensAt) > now) {
    return EXAM_RULE_MESSAGES.notYetOpen(at(rules.opensAt).toISOString());
  }
  if (rules.closesAt && at(rules.closesAt) <= now) {
    return EXAM_RULE_MESSAGES.closed(at(rules.closesAt).toISOString());
  }
  if (rules.attemptsAllowed !== null && attemptsMade >= rules.attemptsAllowed) {
    return EXAM_RULE_MESSAGES.attemptLimit(rules.attemptsAllowed);
  }
  return undefined;
}

/** The refusals of starting an attempt, worded as the rule they apply. */
/**
 * Whether viva practice may ask a level's paper questions of a student: on a practice level (no
 * attempt limit) open now, or once they have sat the level, never before its exam.
 */
export function vivaShowsPaper(
  level: { attemptsAllowed: number | null; opensAt: Date | null },
  hasSat: boolean,
  now: Date,
): boolean {
  const practice =
    level.attemptsAllowed === null && (level.opensAt === null || level.opensAt <= now);
  return practice || hasSat;
}

export const EXAM_RULE_MESSAGES = {
  notYetOpen: (opensAt: string) => `This exam is not open yet: it opens at ${opensAt}`,
  closed: (closesAt: string) => `This exam is closed: it closed at ${closesAt}`,
  attemptLimit: (allowed: number) =>
    `Attempt limit reached: this exam allows ${allowed} attempt${allowed === 1 ? '' : 's'}`,
  examLevelsOnly: 'Exam rules apply to exam levels only',
} as const;

const dateTime = (field: string) =>
  Timestamp.nullable().meta({
    description: `${field}: an ISO 8601 date-time with offset, or null`,
  });

/** PUT /levels/:levelId/rules: every rule of an exam level, replaced whole. */
export const ExamRulesRequest = z
  .object({
    /** null: no limit. */
    attemptsAllowed: z
      .number({ error: 'attemptsAllowed must be a whole number or null' })
      .int('attemptsAllowed must be a whole number or null')
      .min(1, 'attemptsAllowed must be at least 1, or null for no limit')
      .max(100, 'attemptsAllowed must be at most 100')
      .nullable(),
    opensAt: dateTime('opensAt'),
    closesAt: dateTime('closesAt'),
    answerKeyRelease: z.enum(ANSWER_KEY_RELEASES, {
      error: 'answerKeyRelease must be never, after_close or now',
    }),
    /** null: the paper's pass percentage, else 60. */
    passPercentage: z
      .number({ error: 'passPercentage must be a whole number or null' })
      .int('passPercentage must be a whole number or null')
      .min(0, 'passPercentage must be between 0 and 100')
      .max(100, 'passPercentage must be between 0 and 100')
      .nullable(),
    /**
     * When marks reach students: confident ones at once (default), or all after a teacher's
     * review. Left out: the level keeps the policy it has, so a client that predates it cannot
     * reset it by saving the other rules.
     */
    releasePolicy: z
      .enum(RELEASE_POLICIES, { error: 'releasePolicy must be confident_at_once or after_review' })
      .optional(),
    /**
     * Days after a mark's release in which its student may ask for a re-check; 0: never. Left
     * out: the level keeps the window it has.
     */
    regradeWindowDays: z
      .number({ error: 'regradeWindowDays must be a whole number' })
      .int('regradeWindowDays must be a whole number')
      .min(0, `regradeWindowDays must be between 0 and ${REGRADE_WINDOW_DAYS_MAX}`)
      .max(
        REGRADE_WINDOW_DAYS_MAX,
        `regradeWindowDays must be between 0 and ${REGRADE_WINDOW_DAYS_MAX}`,
      )
      .optional(),
  })
  .strict()
  .superRefine((rules, context) => {
    if (
      rules.opensAt &&
      rules.closesAt &&
      Date.parse(rules.opensAt) >= Date.parse(rules.closesAt)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['closesAt'],
        message: 'closesAt must be after opensAt',
      });
    }
    if (rules.answerKeyRelease === 'after_close' && !rules.closesAt) {
      context.addIssue({
        code: 'custom',
        path: ['answerKeyRelease'],
        message: 'answerKeyRelease after_close needs a closesAt',
      });
    }
  })
  .meta({
    id: 'ExamRulesRequest',
    examples: [
      {
        attemptsAllowed: 1,
        opensAt: '2026-03-10T09:00:00.000+05:30',
        closesAt: '2026-03-10T12:00:00.000+05:30',
        answerKeyRelease: 'after_close',
        passPercentage: 40,
        releasePolicy: 'after_review',
        regradeWindowDays: 7,
      },
    ],
  });
export type ExamRulesRequest = z.infer<typeof ExamRulesRequest>;

export const ExamRules = component('ExamRules', {
  levelId: z.string(),
  attemptsAllowed: z.number().int().nullable(),
  opensAt: Timestamp.nullable(),
  closesAt: Timestamp.nullable(),
  answerKeyRelease: z.enum(ANSWER_KEY_RELEASES),
  /** Whether students may read the marking guide now. */
  answerKeyReleased: z.boolean(),
  passPercentage: z.number().int().nullable(),
  /** The pass mark in force: the level's, else the paper's, else 60. */
  effectivePassPercentage: z.number().int(),
  releasePolicy: z.enum(RELEASE_POLICIES),
  regradeWindowDays: z.number().int(),
});
export type ExamRules = z.infer<typeof ExamRules>;

export const ExamRulesResponse = dataEnvelope('ExamRulesResponse', ExamRules, {
  levelId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  attemptsAllowed: 1,
  opensAt: '2026-03-10T03:30:00.000Z',
  closesAt: '2026-03-10T06:30:00.000Z',
  answerKeyRelease: 'after_close',
  answerKeyReleased: false,
  passPercentage: null,
  effectivePassPercentage: 60,
  releasePolicy: 'confident_at_once',
  regradeWindowDays: 7,
});
export type ExamRulesResponse = z.infer<typeof ExamRulesResponse>;
