import { Inject, Injectable } from '@nestjs/common';
import { practiceSessions, users, type Database } from '@markwise/db';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';
import { containsPattern } from '../../database/contains-pattern.js';
import { isUniqueViolation } from '../../common/errors/driver-errors.js';

export type StudentRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  studentClass: string | null;
  rollNo: string | null;
  isActive: boolean;
  completedExams: number;
  /** Mean percentage over evaluated sessions, unrounded; null when there are none. */
  averagePerformance: number | null;
};

export type StudentFilter = { institutionId: string; search?: string; studentClass?: string };

export type StudentFields = {
  firstName: string;
  lastName: string;
  email: string;
  studentClass: string;
  rollNo: string | null;
  mobile: string | null;
};

/** What a write that may hit the unique email index comes to. */
export type WriteResult = 'done' | 'not_found' | 'email_taken';

@Injectable()
export class StudentsRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** One page and the total: two queries whatever the page size. */
  async findPage(
    filter: StudentFilter,
    page: { offset: number; limit: number },
    tx: Executor = this.db,
  ): Promise<{ rows: StudentRow[]; total: number }> {
    const where = studentsWhere(filter);
    const [rows, totals] = await Promise.all([
      this.selectStudents(tx)
        .where(where)
        .orderBy(
          asc(sql`lower(${users.lastName})`),
          asc(sql`lower(${users.firstName})`),
          asc(users.id),
        )
        .limit(page.limit)
        .offset(page.offset),
      tx.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total: Number(totals[0]?.total ?? 0) };
  }

  async findById(
    institutionId: string,
    id: string,
    tx: Executor = this.db,
  ): Promise<StudentRow | undefined> {
    const [row] = await this.selectStudents(tx).where(studentWhere(institutionId, id));
    return row;
  }

  /** The new student's id, or 'email_taken' when the address is in use in any institution. */
  async insert(
    institutionId: string,
    fields: StudentFields & { passwordHash: string },
    tx: Executor = this.db,
  ): Promise<{ id: string } | 'email_taken'> {
    try {
      const [row] = await tx
        .insert(users)
        .values({ ...fields, institutionId, role: 'STUDENT' })
        .returning({ id: users.id });
      return row!;
    } catch (error) {
      if (isUniqueViolation(error)) return 'email_taken';
      throw error;
    }
  }

  async update(
    institutionId: string,
    id: string,
    changes: Partial<StudentFields>,
    tx: Executor = this.db,
  ): Promise<WriteResult> {
    if (Object.keys(changes).length === 0) {
      return (await this.exists(institutionId, id, tx)) ? 'done' : 'not_found';
    }
    try {
      const rows = await tx
        .update(users)
        .set(changes)
        .where(studentWhere(institutionId, id))
        .returning({ id: users.id });
      return rows.length === 1 ? 'done' : 'not_found';
    } catch (error) {
      if (isUniqueViolation(error)) return 'email_taken';
      throw error;
    }
  }

  /** Deactivating also bumps the token version, which ends every access token in flight. */
  async setActive(
    institutionId: string,
    id: string,
    isActive: boolean,
    tx: Executor = this.db,
  ): Promise<boolean> {
    const rows = await tx
      .update(users)
      .set(isActive ? { isActive } : { isActive, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(studentWhere(institutionId, id))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  /** The schema cascades a user's sessions, answers, progress, enrollments and refresh tokens. */
  async delete(institutionId: string, id: string, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .delete(users)
      .where(studentWhere(institutionId, id))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  private async exists(institutionId: string, id: string, tx: Executor) {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(studentWhere(institutionId, id));
    return rows.length === 1;
  }

  /**
   * Students with their results, aggregated per row in a lateral subquery: the database computes
   * them only for the rows of the page, in the same statement.
   */
  private selectStudents(tx: Executor) {
    const sessions = practiceSessions;
    const performance = tx
      .select({
        completedExams: count().as('completed_exams'),
        averagePerformance: sql<number | null>`avg(case when ${sessions.marksAllocated} > 0
          and ${sessions.marksAwarded} is not null
          then ${sessions.marksAwarded}::float8 * 100 / ${sessions.marksAllocated} end)`.as(
          'average_performance',
        ),
      })
      .from(sessions)
      .where(and(eq(sessions.userId, users.id), eq(sessions.status, 'evaluated')))
      .as('performance');
    return tx
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobile: users.mobile,
        studentClass: users.studentClass,
        rollNo: users.rollNo,
        isActive: users.isActive,
        completedExams: performance.completedExams,
        averagePerformance: performance.averagePerformance,
      })
      .from(users)
      .crossJoinLateral(performance);
  }
}

/** Only STUDENT users of the caller's institution: admins and other tenants are simply not found. */
function studentWhere(institutionId: string, id: string): SQL {
  return and(eq(users.id, id), eq(users.institutionId, institutionId), eq(users.role, 'STUDENT'))!;
}

function studentsWhere({ institutionId, search, studentClass }: StudentFilter): SQL {
  const conditions: SQL[] = [eq(users.institutionId, institutionId), eq(users.role, 'STUDENT')];
  if (studentClass !== undefined) conditions.push(eq(users.studentClass, studentClass));
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(users.rollNo, pattern),
      )!,
    );
  }
  return and(...conditions)!;
}
