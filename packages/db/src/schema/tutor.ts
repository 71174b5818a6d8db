import { TUTOR_MODES, TUTOR_SPEAKERS, type TutorMode, type TutorSpeaker } from '@markwise/contract';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, parentRef, updatedAt } from './columns.js';
import { institutions } from './institutions.js';
import { answers } from './practice-sessions.js';

/** Where the offline tutor's walk of the missed points stands (the model's is its messages). */
export type TutorWalk = { point: number; hints: number; found: number[] };

/**
 * A student's conversation with the Socratic tutor about one released answer that lost marks:
 * one per answer (reopening resumes it), kept for the student's teachers to read.
 */
export const tutorConversations = pgTable(
  'tutor_conversations',
  {
    id: id(),
    institutionId: parentRef(() => institutions.id),
    answerId: parentRef(() => answers.id),
    mode: text({ enum: TUTOR_MODES }).$type<TutorMode>().notNull(),
    walk: jsonb().$type<TutorWalk>(),
    finished: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tutor_conversations_answer_key').on(t.answerId),
    index('tutor_conversations_institution_idx').on(t.institutionId, t.updatedAt),
    check('tutor_conversations_mode_check', oneOf(t.mode, TUTOR_MODES)),
  ],
);

/** One message of a conversation, the tutor's or the student's, in order of writing. */
export const tutorMessages = pgTable(
  'tutor_messages',
  {
    id: id(),
    conversationId: parentRef(() => tutorConversations.id),
    from: text({ enum: TUTOR_SPEAKERS }).$type<TutorSpeaker>().notNull(),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tutor_messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('tutor_messages_from_check', oneOf(t.from, TUTOR_SPEAKERS)),
  ],
);

export type TutorConversationRow = typeof tutorConversations.$inferSelect;
export type TutorMessageRow = typeof tutorMessages.$inferSelect;
