import { index, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, parentRef } from './columns.js';
import { institutions } from './institutions.js';
import { answers } from './practice-sessions.js';
import { users } from './users.js';

/**
 * An answer in a second teacher's sample: their blind mark once given, and the moderation
 * decision when the two marks disagreed. One per answer.
 */
export const secondMarks = pgTable(
  'second_marks',
  {
    id: id(),
    institutionId: parentRef(() => institutions.id),
    answerId: parentRef(() => answers.id),
    /** The second teacher; a deleted account leaves the sample without a marker. */
    markerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    assignedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    marks: real(),
    reason: text(),
    markedAt: timestamp({ withTimezone: true }),
    /** When a teacher decided the mark that stands after a disagreement. */
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('second_marks_answer_key').on(t.answerId),
    // A marker's sample, the undone first.
    index('second_marks_marker_idx').on(t.markerId, t.markedAt),
    index('second_marks_institution_idx').on(t.institutionId, t.createdAt),
  ],
);

export type SecondMark = typeof secondMarks.$inferSelect;
