import { TUTOR_DAILY_LIMIT_DEFAULT } from '@markwise/contract';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

/** A tenant: every other row belongs, directly or through its parent, to one institution. */
export const institutions = pgTable(
  'institutions',
  {
    id: id(),
    name: text().notNull(),
    slug: text().notNull(),
    /** Whether students may open the Socratic tutor on their released reports. */
    tutorEnabled: boolean().notNull().default(true),
    /** Replies each student may send the tutor a day. */
    tutorDailyLimit: integer().notNull().default(TUTOR_DAILY_LIMIT_DEFAULT),
    /** Whether viva practice may use the browser's speech recognition (it may send audio away). */
    browserSpeech: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('institutions_slug_key').on(t.slug)],
);

export type Institution = typeof institutions.$inferSelect;
export type NewInstitution = typeof institutions.$inferInsert;
