import { LEVEL_USER_COMPLETIONS } from '@markwise/contract';
import { check, index, integer, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, oneOf, updatedAt, parentRef } from './columns.js';
import { levels } from './journeys.js';
import { practiceSessions } from './practice-sessions.js';
import { users } from './users.js';

/** The level report's completions. */
export const LEVEL_COMPLETIONS = LEVEL_USER_COMPLETIONS;
export type LevelCompletion = (typeof LEVEL_COMPLETIONS)[number];

/** A student's standing on one level, derived from their practice sessions. */
export const levelProgress = pgTable(
  'level_progress',
  {
    id: id(),
    userId: parentRef(() => users.id),
    levelId: parentRef(() => levels.id),
    completion: text({ enum: LEVEL_COMPLETIONS }).notNull().default('in_progress'),
    attempts: integer().notNull().default(0),
    marksEarned: real(),
    bestSessionId: uuid().references(() => practiceSessions.id, { onDelete: 'set null' }),
    lastSessionId: uuid().references(() => practiceSessions.id, { onDelete: 'set null' }),
    xpEarned: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('level_progress_user_level_key').on(t.userId, t.levelId),
    index('level_progress_level_updated_idx').on(t.levelId, t.updatedAt),
    check('level_progress_completion_check', oneOf(t.completion, LEVEL_COMPLETIONS)),
  ],
);

export type LevelProgress = typeof levelProgress.$inferSelect;
export type NewLevelProgress = typeof levelProgress.$inferInsert;
