import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, parentRef } from './columns.js';
import { courses } from './courses.js';
import { institutions } from './institutions.js';

export const subjects = pgTable(
  'subjects',
  {
    id: id(),
    courseId: parentRef(() => courses.id),
    institutionId: parentRef(() => institutions.id),
    title: text().notNull(),
    description: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subjects_course_idx').on(t.courseId)],
);

export type Subject = typeof subjects.$inferSelect;
export type NewSubject = typeof subjects.$inferInsert;
