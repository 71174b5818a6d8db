import { randomUUID } from 'node:crypto';
import { PAPER_VISIBILITIES } from '@markwise/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt, parentRef } from './columns.js';
import { courses } from './courses.js';
import { institutions } from './institutions.js';
import { subjects } from './subjects.js';

/**
 * Who may list and open a paper (the contract's list): its institution's admins only, also its
 * students, or anyone (a past paper). Model answers and rubrics stay with admins whatever it is.
 */
export { PAPER_VISIBILITIES };
export type PaperVisibility = (typeof PAPER_VISIBILITIES)[number];

/**
 * One key point an answer should make, and the marks it is worth. Its id outlives edits of its
 * wording and marks, so the answers a teacher marked with it follow a change.
 */
export type RubricPoint = { id: string; point: string; marks: number };

/** A rubric point as written: a new one has no id yet. */
export type RubricPointDraft = Omit<RubricPoint, 'id'> & { id?: string };

/** A rubric as written, its points given ids where they have none yet. */
export const withPointIds = (rubric: readonly RubricPointDraft[]): RubricPoint[] =>
  rubric.map(({ id, point, marks }) => ({ id: id ?? randomUUID(), point, marks }));

export const questionPapers = pgTable(
  'question_papers',
  {
    id: id(),
    institutionId: parentRef(() => institutions.id),
    subjectId: uuid().references(() => subjects.id, { onDelete: 'set null' }),
    courseId: uuid().references(() => courses.id, { onDelete: 'set null' }),
    title: text().notNull(),
    /** The class the paper is set for (`class` on the wire), e.g. 'Grade 10A'. */
    studentClass: text(),
    description: text(),
    /** Minutes. */
    timeAllowed: integer().notNull(),
    year: integer().notNull(),
    qpCode: text().notNull(),
    /** Always the sum of the paper's question marks; the API keeps it so. */
    maxMarks: integer().notNull(),
    /** ISO 639-1 code: 'en', 'hi', 'ta', ... */
    language: text().notNull().default('en'),
    /** Null: the default of 60. A level's own pass percentage wins over the paper's. */
    passPercentage: integer(),
    visibility: text({ enum: PAPER_VISIBILITIES }).notNull().default('private'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('question_papers_institution_year_idx').on(t.institutionId, t.year),
    index('question_papers_subject_idx').on(t.subjectId),
    check('question_papers_time_allowed_check', sql`${t.timeAllowed} > 0`),
    check('question_papers_max_marks_check', sql`${t.maxMarks} >= 0`),
    check(
      'question_papers_pass_percentage_check',
      sql`${t.passPercentage} is null or ${t.passPercentage} between 0 and 100`,
    ),
    check('question_papers_visibility_check', oneOf(t.visibility, PAPER_VISIBILITIES)),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    paperId: parentRef(() => questionPapers.id),
    /** 1-based position in the paper. */
    number: integer().notNull(),
    /** Markdown. */
    text: text().notNull(),
    marks: integer().notNull(),
    /** Markdown. */
    modelAnswer: text(),
    rubric: jsonb().$type<RubricPoint[]>(),
    /** Other answers the teacher accepts as fully right, compared exactly after normalisation. */
    acceptedAnswers: text().array().notNull().default([]),
    language: text().notNull().default('en'),
  },
  (t) => [
    uniqueIndex('questions_paper_number_key').on(t.paperId, t.number),
    check('questions_marks_check', sql`${t.marks} > 0`),
    check('questions_number_check', sql`${t.number} > 0`),
  ],
);

export type QuestionPaper = typeof questionPapers.$inferSelect;
export type NewQuestionPaper = typeof questionPapers.$inferInsert;
export type Question = typeof questions.$inferSelect;
export type NewQuestion = typeof questions.$inferInsert;
