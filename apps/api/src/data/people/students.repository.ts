import { Injectable } from '@nestjs/common';
import { PHONE_MIN_DIGITS } from '@markwise/contract';
import { institutions, users } from '@markwise/db';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../database/database.module.js';
import { containsPattern } from '../../database/contains-pattern.js';
import { Repository } from '../repository.js';
import type { StudentScope, TenantScope } from '../scope.js';
import { resultsOf } from '../sessions/session-subqueries.js';
import type { Tx } from '../transactions.js';
import { studentWhere } from './people-scope.js';

export type StudentRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  studentClass: string | null;
  rollNo: string | null;
  photoUrl: string | null;
  isActive: boolean;
  completedExams: number;
  /** Mean percentage over evaluated sessions, unrounded; null when there are none. */
  averagePerformance: number | null;
};

export type StudentFilter = { search?: string; studentClass?: string };

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

/**
 * Stored numbers keep the user's formatting, so digits are compared, and only the last
 * PHONE_MIN_DIGITS of them: a country code or trunk zero on either side still matches
 * ('+91 98765 43210', '098765 43210' and '9876543210' are one phone).
 */
function samePhone(digits: string): SQL {
  const stored = sql`regexp_replace(${users.mobile}, '\\D', '', 'g')`;
  return sql`(length(${stored}) >= ${PHONE_MIN_DIGITS}
    and right(${stored}, ${PHONE_MIN_DIGITS}) = ${digits.slice(-PHONE_MIN_DIGITS)})`;
}

/** The STUDENT accounts of an institution, as its admins manage them. */
@Injectable()
export class StudentsRepository extends Repository {
  /** One page and the total: two queries whatever the page size. */
  async findPage(
    scope: TenantScope,
    filter: StudentFilter,
    page: { offset: number; limit: number },
    tx?: Tx,
  ): Promise<{ rows: StudentRow[]; total: number }> {
    const db = this.db(tx);
    const where = studentsWhere(scope, filter);
    const [rows, totals] = await Promise.all([
      selectStudents(db)
        .where(where)
        .orderBy(
          asc(sql`lower(${users.lastName})`),
          asc(sql`lower(${users.firstName})`),
          asc(users.id),
        )
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total: Number(totals[0]?.total ?? 0) };
  }

  async findById(scope: TenantScope, id: string, tx?: Tx): Promise<StudentRow | undefined> {
    const [row] = await selectStudents(this.db(tx)).where(studentWhere(scope, id));
    return row;
  }

  /**
   * Active students named by id, or in a class, by roll number then name: who a print of answer
   * booklets is for.
   */
  async forBooklets(
    scope: TenantScope,
    filter: { ids?: readonly string[]; className?: string },
    tx?: Tx,
  ): Promise<{ id: string; name: string; rollNo: string | null }[]> {
    if (!filter.ids?.length && !filter.className) return [];
    return this.db(tx)
      .select({
        id: users.id,
        name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        rollNo: users.rollNo,
      })
      .from(users)
      .where(
        and(
          eq(users.institutionId, scope.institutionId),
          eq(users.role, 'STUDENT'),
          eq(users.isActive, true),
          or(
            filter.ids?.length ? inArray(users.id, [...filter.ids]) : undefined,
            filter.className ? eq(users.studentClass, filter.className) : undefined,
          ),
        ),
      )
      .orderBy(asc(users.rollNo), asc(users.firstName), asc(users.lastName), asc(users.id));
  }

  /**
   * Students of the institution matching every given criterion; at most two, which is enough to
   * tell a unique match from an ambiguous one. `onlyUserId` narrows the search to one account.
   */
  async findByContact(
    scope: TenantScope,
    criteria: { onlyUserId?: string; email?: string; mobileDigits?: string },
    tx?: Tx,
  ) {
    const { onlyUserId, email, mobileDigits } = criteria;
    return this.db(tx)
      .select({
        id: users.id,
        email: users.email,
        mobile: users.mobile,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(
        and(
          eq(users.institutionId, scope.institutionId),
          eq(users.role, 'STUDENT'),
          onlyUserId === undefined ? undefined : eq(users.id, onlyUserId),
          // lower(email) is what the unique index is built on.
          email === undefined ? undefined : sql`lower(${users.email}) = lower(${email})`,
          mobileDigits === undefined ? undefined : samePhone(mobileDigits),
        ),
      )
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(2);
  }

  /** The new student's id, or 'email_taken' when the address is in use in any institution. */
  async insert(
    scope: TenantScope,
    fields: StudentFields & { passwordHash: string },
    tx?: Tx,
  ): Promise<{ id: string } | 'email_taken'> {
    return this.unlessTaken('email_taken', async () => {
      const [row] = await this.db(tx)
        .insert(users)
        .values({ ...fields, institutionId: scope.institutionId, role: 'STUDENT' })
        .returning({ id: users.id });
      return row!;
    });
  }

  async update(
    scope: TenantScope,
    id: string,
    changes: Partial<StudentFields>,
    tx?: Tx,
  ): Promise<WriteResult> {
    const db = this.db(tx);
    if (Object.keys(changes).length === 0) {
      const rows = await db.select({ id: users.id }).from(users).where(studentWhere(scope, id));
      return rows.length === 1 ? 'done' : 'not_found';
    }
    return this.unlessTaken('email_taken', async () => {
      const rows = await db
        .update(users)
        .set(changes)
        .where(studentWhere(scope, id))
        .returning({ id: users.id });
      return rows.length === 1 ? 'done' : 'not_found';
    });
  }

  /** Deactivating also bumps the token version, which ends every access token in flight. */
  async setActive(scope: TenantScope, id: string, isActive: boolean, tx?: Tx): Promise<boolean> {
    const rows = await this.db(tx)
      .update(users)
      .set(isActive ? { isActive } : { isActive, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(studentWhere(scope, id))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  /** Puts every student of class `from` in class `to` (a class renamed). */
  async moveClass(scope: TenantScope, names: { from: string; to: string }, tx: Tx): Promise<void> {
    await this.db(tx)
      .update(users)
      .set({ studentClass: names.to })
      .where(
        and(
          eq(users.institutionId, scope.institutionId),
          eq(users.role, 'STUDENT'),
          eq(users.studentClass, names.from),
        ),
      );
  }

  /** A new password; the token version bump ends every access token in flight. */
  async setPasswordHash(scope: TenantScope, id: string, passwordHash: string, tx?: Tx) {
    const rows = await this.db(tx)
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(studentWhere(scope, id))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  /** The schema cascades a user's sessions, answers, progress, enrollments and refresh tokens. */
  async delete(scope: TenantScope, id: string, tx?: Tx): Promise<boolean> {
    return this.deleteOne(users, studentWhere(scope, id), tx);
  }

  /** The student's whole row and their institution's name, for their data export. */
  async findForExport(student: StudentScope, tx?: Tx) {
    const [row] = await this.db(tx)
      .select({ user: users, institutionName: institutions.name })
      .from(users)
      .innerJoin(institutions, eq(institutions.id, users.institutionId))
      .where(studentWhere(student, student.studentId));
    return row;
  }

  /** The student's own row, last of their erasure (the rest of their data is gone by then). */
  async erase(student: StudentScope, tx: Tx): Promise<void> {
    await this.db(tx).delete(users).where(studentWhere(student, student.studentId));
  }
}

/**
 * Students with their results, aggregated per row in a lateral subquery: the database computes
 * them only for the rows of the page, in the same statement.
 */
function selectStudents(db: Executor) {
  const performance = resultsOf(db, users.id);
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobile,
      studentClass: users.studentClass,
      rollNo: users.rollNo,
      photoUrl: users.photoUrl,
      isActive: users.isActive,
      completedExams: performance.completedExams,
      averagePerformance: performance.averagePerformance,
    })
    .from(users)
    .crossJoinLateral(performance);
}

function studentsWhere(scope: TenantScope, { search, studentClass }: StudentFilter): SQL {
  const conditions: SQL[] = [
    eq(users.institutionId, scope.institutionId),
    eq(users.role, 'STUDENT'),
  ];
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
