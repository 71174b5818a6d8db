import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, parentRef, updatedAt } from './columns.js';
import { institutions } from './institutions.js';

/**
 * The classes an institution's admins set up ('Grade 10A'); a student's class is one of them. The
 * section is part of the name, as schools write it, so there is no separate section column.
 * Students keep the class name (`users.student_class`); renaming a class renames it on them too.
 */
export const classes = pgTable(
  'classes',
  {
    id: id(),
    institutionId: parentRef(() => institutions.id),
    name: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // 'grade 10a' and 'Grade 10A' are one class.
  (t) => [uniqueIndex('classes_institution_name_key').on(t.institutionId, sql`lower(${t.name})`)],
);

export type SchoolClass = typeof classes.$inferSelect;
export type NewSchoolClass = typeof classes.$inferInsert;
