import { Inject, Injectable } from '@nestjs/common';
import {
  courses,
  enrollments,
  journeys,
  levels,
  practiceSessions,
  subjects,
  type Course,
  type Database,
  type NewCourse,
} from '@markwise/db';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

export type CourseWithCounts = Course & { enrolledCount: number; subjectsCount: number };

export type CourseValues = Pick<
  NewCourse,
  | 'title'
  | 'description'
  | 'imageUrls'
  | 'availabilityStatus'
  | 'isPremium'
  | 'board'
  | 'difficultyLevel'
>;

/** Courses of one institution; every method takes the caller's institution as its scope. */
@Injectable()
export class CoursesRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** Newest first, counts included: one query whatever the number of courses. */
  list(institutionId: string, tx: Executor = this.database.db): Promise<CourseWithCounts[]> {
    return this.selectWithCounts(institutionId, undefined, tx);
  }

  async findById(
    institutionId: string,
    courseId: string,
    tx: Executor = this.database.db,
  ): Promise<CourseWithCounts | undefined> {
    const [row] = await this.selectWithCounts(institutionId, eq(courses.id, courseId), tx);
    return row;
  }

  async insert(
    institutionId: string,
    values: CourseValues,
    tx: Executor = this.database.db,
  ): Promise<string> {
    const [row] = await tx
      .insert(courses)
      .values({ ...values, institutionId })
      .returning({ id: courses.id });
    return row!.id;
  }

  /** False when the course is gone (deleted meanwhile, or another institution's). */
  async update(
    institutionId: string,
    courseId: string,
    changes: Partial<CourseValues>,
    tx: Executor = this.database.db,
  ): Promise<boolean> {
    if (Object.keys(changes).length === 0) return true;
    const rows = await tx
      .update(courses)
      .set(changes)
      .where(and(eq(courses.id, courseId), eq(courses.institutionId, institutionId)))
      .returning({ id: courses.id });
    return rows.length > 0;
  }

  /** Whether any student has started an exam on a level of this course. */
  async hasAttempts(courseId: string, tx: Executor = this.database.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .innerJoin(levels, eq(levels.id, practiceSessions.levelId))
      .innerJoin(journeys, eq(journeys.id, levels.journeyId))
      .innerJoin(subjects, eq(subjects.id, journeys.subjectId))
      .where(eq(subjects.courseId, courseId))
      .limit(1);
    return row !== undefined;
  }

  /** Subjects, journeys, levels and enrolments go with it (ON DELETE CASCADE). */
  async delete(
    institutionId: string,
    courseId: string,
    tx: Executor = this.database.db,
  ): Promise<void> {
    await tx
      .delete(courses)
      .where(and(eq(courses.id, courseId), eq(courses.institutionId, institutionId)));
  }

  /** Courses with their enrolment and subject counts from grouped subqueries (no N+1). */
  private async selectWithCounts(
    institutionId: string,
    filter: SQL | undefined,
    tx: Executor,
  ): Promise<CourseWithCounts[]> {
    const enrolled = tx
      .select({ courseId: enrollments.courseId, total: count().as('enrolled_total') })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(courses.institutionId, institutionId))
      .groupBy(enrollments.courseId)
      .as('enrolled');
    const subjectTotals = tx
      .select({ courseId: subjects.courseId, total: count().as('subjects_total') })
      .from(subjects)
      .where(eq(subjects.institutionId, institutionId))
      .groupBy(subjects.courseId)
      .as('subject_totals');
    const rows = await tx
      .select({
        course: courses,
        enrolledCount: sql<number>`coalesce(${enrolled.total}, 0)`.mapWith(Number),
        subjectsCount: sql<number>`coalesce(${subjectTotals.total}, 0)`.mapWith(Number),
      })
      .from(courses)
      .leftJoin(enrolled, eq(enrolled.courseId, courses.id))
      .leftJoin(subjectTotals, eq(subjectTotals.courseId, courses.id))
      .where(and(eq(courses.institutionId, institutionId), filter))
      .orderBy(desc(courses.createdAt), desc(courses.id));
    return rows.map(({ course, enrolledCount, subjectsCount }) => ({
      ...course,
      enrolledCount,
      subjectsCount,
    }));
  }
}
