import {
  TUTOR_MODES,
  VIVA_ANSWER_WAYS,
  VIVA_TURN_KINDS,
  type TutorMode,
  type VivaAnswerWay,
  type VivaTurnKind,
} from '@markwise/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, parentRef, updatedAt } from './columns.js';
import { institutions } from './institutions.js';
import { levels } from './journeys.js';
import { questions } from './question-papers.js';
import { users } from './users.js';

/**
 * A student's viva practice on a level: oral-style questions on its paper's topics, answered one
 * at a time against a clock and marked with feedback. Practice only: no exam mark depends on it.
 */
export const vivaSessions = pgTable(
  'viva_sessions',
  {
    id: id(),
    institutionId: parentRef(() => institutions.id),
    levelId: parentRef(() => levels.id),
    studentId: parentRef(() => users.id),
    mode: text({ enum: TUTOR_MODES }).$type<TutorMode>().notNull(),
    /** The paper's questions the viva asks about, in the order asked: its topics. */
    questionIds: uuid().array().notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('viva_sessions_level_idx').on(t.levelId, t.createdAt),
    index('viva_sessions_student_idx').on(t.studentId, t.createdAt),
    check('viva_sessions_mode_check', oneOf(t.mode, TUTOR_MODES)),
  ],
);

/**
 * One question of a viva and its answer. `position` orders them and is unique, so two answers
 * sent at once cannot both ask the next question.
 */
export const vivaTurns = pgTable(
  'viva_turns',
  {
    id: id(),
    vivaId: parentRef(() => vivaSessions.id),
    position: integer().notNull(),
    kind: text({ enum: VIVA_TURN_KINDS }).$type<VivaTurnKind>().notNull(),
    topic: integer().notNull(),
    /** The paper's question the topic comes from; null once the paper lost it. */
    questionId: uuid().references(() => questions.id, { onDelete: 'set null' }),
    question: text().notNull(),
    askedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    answer: text(),
    way: text({ enum: VIVA_ANSWER_WAYS }).$type<VivaAnswerWay>(),
    answeredAt: timestamp({ withTimezone: true }),
    score: integer(),
    feedback: text(),
  },
  (t) => [
    uniqueIndex('viva_turns_position_key').on(t.vivaId, t.position),
    index('viva_turns_question_idx').on(t.questionId),
    check('viva_turns_kind_check', oneOf(t.kind, VIVA_TURN_KINDS)),
    check('viva_turns_way_check', sql`${t.way} is null or ${oneOf(t.way, VIVA_ANSWER_WAYS)}`),
    check('viva_turns_score_check', sql`${t.score} is null or ${t.score} between 0 and 100`),
  ],
);

export type VivaSessionRow = typeof vivaSessions.$inferSelect;
export type VivaTurnRow = typeof vivaTurns.$inferSelect;
