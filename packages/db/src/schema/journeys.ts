import {
  ANSWER_KEY_RELEASES,
  LEVEL_TYPES,
  REGRADE_WINDOW_DAYS_DEFAULT,
  REGRADE_WINDOW_DAYS_MAX,
  RELEASE_POLICIES,
} from '@markwise/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, parentRef } from './columns.js';
import { institutions } from './institutions.js';
import { questionPapers } from './question-papers.js';
import { subjects } from './subjects.js';

/** The contract's lists: a level's type, and when students may read its marking guide. */
export { ANSWER_KEY_RELEASES, LEVEL_TYPES };
export type LevelType = (typeof LEVEL_TYPES)[number];
export type AnswerKeyRelease = (typeof ANSWER_KEY_RELEASES)[number];

export const journeys = pgTable(
  'journeys',
  {
    id: id(),
    subjectId: parentRef(() => subjects.id),
    institutionId: parentRef(() => institutions.id),
    title: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('journeys_subject_idx').on(t.subjectId)],
);

export const levels = pgTable(
  'levels',
  {
    id: id(),
    journeyId: parentRef(() => journeys.id),
    title: text().notNull(),
    /** Position in the journey, from 1. Stored as sort_order: ORDER is a reserved word in SQL. */
    order: integer('sort_order').notNull(),
    type: text({ enum: LEVEL_TYPES }).notNull(),
    /** 0 means unlocked. */
    xpRequiredToUnlock: integer().notNull().default(0),
    xpReward: integer().notNull().default(0),
    /** Percentage needed to pass this exam level; null: the paper's, else 60. */
    passPercentage: integer(),
    /** Attempts a student may make; null means no limit. */
    attemptsAllowed: integer().default(1),
    /** The window in which attempts may be started; either end may be open. */
    opensAt: timestamp({ withTimezone: true }),
    closesAt: timestamp({ withTimezone: true }),
    answerKeyRelease: text({ enum: ANSWER_KEY_RELEASES }).notNull().default('never'),
    /** When marks reach students: confident ones at once, or all after a teacher's review. */
    releasePolicy: text({ enum: RELEASE_POLICIES }).notNull().default('confident_at_once'),
    /** The paper an exam level is sat on; topic levels have none. */
    questionPaperId: uuid().references(() => questionPapers.id, { onDelete: 'set null' }),
    /** Days after a mark's release in which its student may ask for a re-check; 0: never. */
    regradeWindowDays: integer().notNull().default(REGRADE_WINDOW_DAYS_DEFAULT),
    /** Whether students may practise a viva on the level's paper. */
    vivaEnabled: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('levels_journey_order_key').on(t.journeyId, t.order),
    index('levels_question_paper_idx').on(t.questionPaperId),
    check('levels_type_check', oneOf(t.type, LEVEL_TYPES)),
    check('levels_xp_required_check', sql`${t.xpRequiredToUnlock} >= 0`),
    check('levels_xp_reward_check', sql`${t.xpReward} >= 0`),
    check('levels_answer_key_release_check', oneOf(t.answerKeyRelease, ANSWER_KEY_RELEASES)),
    check('levels_release_policy_check', oneOf(t.releasePolicy, RELEASE_POLICIES)),
    check(
      'levels_attempts_allowed_check',
      sql`${t.attemptsAllowed} is null or ${t.attemptsAllowed} > 0`,
    ),
    check(
      'levels_window_check',
      sql`${t.opensAt} is null or ${t.closesAt} is null or ${t.opensAt} < ${t.closesAt}`,
    ),
    check(
      'levels_regrade_window_check',
      sql`${t.regradeWindowDays} between 0 and ${sql.raw(String(REGRADE_WINDOW_DAYS_MAX))}`,
    ),
    check(
      'levels_pass_percentage_check',
      sql`${t.passPercentage} is null or ${t.passPercentage} between 0 and 100`,
    ),
  ],
);

export type Journey = typeof journeys.$inferSelect;
export type NewJourney = typeof journeys.$inferInsert;
export type Level = typeof levels.$inferSelect;
export type NewLevel = typeof levels.$inferInsert;
