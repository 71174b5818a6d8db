import { REGRADE_STATUSES, type RegradeStatus } from '@markwise/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, parentRef } from './columns.js';
import { institutions } from './institutions.js';
import { answers } from './practice-sessions.js';
import { users } from './users.js';

/**
 * A student's request for a re-check of a released mark: one per answer (so once per question of
 * an attempt), resolved by a teacher with the mark it then has and a note the student reads.
 */
export const regradeRequests = pgTable(
  'regrade_requests',
  {
    id: id(),
    institutionId: parentRef(() => institutions.id),
    answerId: parentRef(() => answers.id),
    reason: text().notNull(),
    status: text({ enum: REGRADE_STATUSES }).$type<RegradeStatus>().notNull().default('open'),
    /** The mark the student asked about, as it stood when they asked. */
    marksBefore: real().notNull(),
    /** Set on resolution: the mark after the re-check (the same: upheld). */
    marksAfter: real(),
    note: text(),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('regrade_requests_answer_key').on(t.answerId),
    // The desk's list of a level's open requests goes through the answers; this finds an
    // institution's open ones without reading the resolved.
    index('regrade_requests_open_idx')
      .on(t.institutionId, t.createdAt)
      .where(sql`${t.status} = 'open'`),
    check('regrade_requests_status_check', oneOf(t.status, REGRADE_STATUSES)),
    check(
      'regrade_requests_resolution_check',
      sql`(${t.status} = 'open') = (${t.resolvedAt} is null and ${t.marksAfter} is null and ${t.note} is null)`,
    ),
  ],
);

export type RegradeRequestRow = typeof regradeRequests.$inferSelect;
export type NewRegradeRequestRow = typeof regradeRequests.$inferInsert;
