import { AVAILABILITY_STATUSES } from '@markwise/contract';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt, parentRef } from './columns.js';
import { institutions } from './institutions.js';
import { users } from './users.js';

export { AVAILABILITY_STATUSES };
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** A course; the routes call it an "exam". */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    institutionId: parentRef(() => institutions.id),
    title: text().notNull(),
    description: text(),
    imageUrls: text().array().notNull().default([]),
    availabilityStatus: text({ enum: AVAILABILITY_STATUSES }).notNull().default('available'),
    isPremium: boolean().notNull().default(false),
    board: text(),
    difficultyLevel: text().notNull().default('Beginner'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_institution_created_idx').on(t.institutionId, t.createdAt),
    check('courses_availability_status_check', oneOf(t.availabilityStatus, AVAILABILITY_STATUSES)),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    courseId: parentRef(() => courses.id),
    userId: parentRef(() => users.id),
    enrolledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrollments_course_user_key').on(t.courseId, t.userId),
    index('enrollments_user_idx').on(t.userId),
  ],
);

export type Course = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type Enrollment = typeof enrollments.$inferSelect;
export type NewEnrollment = typeof enrollments.$inferInsert;
