import { Injectable } from '@nestjs/common';
import { courses, enrollments, subjects, type Course, type NewCourse } from '@markwise/db';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../database/database.module.js';
import { Repository } from '../repository.js';
import type { StudentScope, TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';

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

const courseOf = (scope: TenantScope, courseId: string): SQL =>
  and(eq(courses.id, courseId), eq(courses.institutionId, scope.institutionId))!;

/** Courses ("exams" on the wire) and their enrolments. */
@Injectable()
export class CoursesRepository extends Repository {
  /** Newest first, counts included: one query whatever the number of courses. */
  list(scope: TenantScope, tx?: Tx): Promise<CourseWithCounts[]> {
    return selectWithCounts(this.db(tx), scope, undefined);
  }

  async findById(
    scope: TenantScope,
    courseId: string,
    tx?: Tx,
  ): Promise<CourseWithCounts | undefined> {
    const [row] = await selectWithCounts(this.db(tx), scope, eq(courses.id, courseId));
    return row;
  }

  async exists(scope: TenantScope, courseId: string, tx?: Tx): Promise<boolean> {
    return this.hasOne(courses, courseOf(scope, courseId), tx);
  }

  async insert(scope: TenantScope, values: CourseValues, tx?: Tx): Promise<string> {
    return this.insertOwned(scope, courses, values, tx);
  }

  /** False when the course is gone (deleted meanwhile, or another institution's). */
  async update(
    scope: TenantScope,
    courseId: string,
    changes: Partial<CourseValues>,
    tx?: Tx,
  ): Promise<boolean> {
    if (Object.keys(changes).length === 0) return true;
    const rows = await this.db(tx)
      .update(courses)
      .set(changes)
      .where(courseOf(scope, courseId))
      .returning({ id: courses.id });
    return rows.length > 0;
  }

  /** Subjects, journeys, levels and enrolments go with it (ON DELETE CASCADE). */
  async delete(scope: TenantScope, courseId: string, tx?: Tx): Promise<void> {
    await this.db(tx).delete(courses).where(courseOf(scope, courseId));
  }

  /** The student's enrolments, oldest first, with the course's title. */
  enrollmentsOf(student: StudentScope, tx?: Tx) {
    return this.db(tx)
      .select({
        courseId: enrollments.courseId,
        courseTitle: courses.title,
        enrolledAt: enrollments.enrolledAt,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(
        and(
          eq(enrollments.userId, student.studentId),
          eq(courses.institutionId, student.institutionId),
        ),
      )
      .orderBy(asc(enrollments.enrolledAt), asc(enrollments.id));
  }

  /** Removes the student's enrolments (their erasure); returns how many went. */
  async eraseEnrollmentsOf(student: StudentScope, tx?: Tx): Promise<number> {
    const db = this.db(tx);
    const rows = await db
      .delete(enrollments)
      .where(
        and(
          eq(enrollments.userId, student.studentId),
          sql`${enrollments.courseId} in (${db
            .select({ id: courses.id })
            .from(courses)
            .where(eq(courses.institutionId, student.institutionId))})`,
        ),
      )
      .returning({ id: enrollments.id });
    return rows.length;
  }
}

/** Courses with their enrolment and subject counts from grouped subqueries (no N+1). */
async function selectWithCounts(
  db: Executor,
  scope: TenantScope,
  filter: SQL | undefined,
): Promise<CourseWithCounts[]> {
  const enrolled = db
    .select({ courseId: enrollments.courseId, total: count().as('enrolled_total') })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(courses.institutionId, scope.institutionId))
    .groupBy(enrollments.courseId)
    .as('enrolled');
  const subjectTotals = db
    .select({ courseId: subjects.courseId, total: count().as('subjects_total') })
    .from(subjects)
    .where(eq(subjects.institutionId, scope.institutionId))
    .groupBy(subjects.courseId)
    .as('subject_totals');
  const rows = await db
    .select({
      course: courses,
      enrolledCount: sql<number>`coalesce(${enrolled.total}, 0)`.mapWith(Number),
      subjectsCount: sql<number>`coalesce(${subjectTotals.total}, 0)`.mapWith(Number),
    })
    .from(courses)
    .leftJoin(enrolled, eq(enrolled.courseId, courses.id))
    .leftJoin(subjectTotals, eq(subjectTotals.courseId, courses.id))
    .where(and(eq(courses.institutionId, scope.institutionId), filter))
    .orderBy(desc(courses.createdAt), desc(courses.id));
  return rows.map(({ course, enrolledCount, subjectsCount }) => ({
    ...course,
    enrolledCount,
    subjectsCount,
  }));
}
