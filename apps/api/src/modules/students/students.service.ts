import { Injectable } from '@nestjs/common';
import {
  paginationOf,
  STUDENT_MESSAGES,
  StudentsPage,
  type CreateStudentRequest,
  type StudentResponse,
  type StudentsQuery,
  type UpdateStudentRequest,
} from '@markwise/contract';
import { hashPassword } from '@markwise/db';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertUncommonPassword } from '../../common/auth/password-policy.js';
import { conflict, notFound } from '../../common/errors/domain-errors.js';
import { AuthSessionsRepository } from '../../data/people/auth-sessions.repository.js';
import {
  StudentsRepository,
  type StudentFields,
  type WriteResult,
} from '../../data/people/students.repository.js';
import { tenantOf } from '../../data/scope.js';
import { Transactions } from '../../data/transactions.js';
import { toStudent } from './student.mapper.js';

/**
 * Emails are unique across institutions, so a taken one must be refused; the answer is the same
 * whoever holds it, and says neither that a user has it nor where.
 */
const EMAIL_TAKEN = 'Cannot use this email: choose another';
const NOT_FOUND = 'Student not found';

/** An admin's management of their own institution's STUDENT users. */
@Injectable()
export class StudentsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly students: StudentsRepository,
    private readonly authSessions: AuthSessionsRepository,
  ) {}

  async list(caller: AuthUser, query: StudentsQuery): Promise<StudentsPage> {
    const { rows, total } = await this.students.findPage(
      tenantOf(caller),
      { search: query.search, studentClass: query.class },
      { offset: (query.page - 1) * query.limit, limit: query.limit },
    );
    return StudentsPage.parse({
      data: rows.map(toStudent),
      pagination: paginationOf(query, total),
    });
  }

  /** Always a STUDENT of the caller's institution; the email is unique across institutions. */
  async create(caller: AuthUser, body: CreateStudentRequest): Promise<StudentResponse> {
    const { password, class: studentClass, rollNo, mobile, ...names } = body;
    assertUncommonPassword('password', password);
    const result = await this.students.insert(tenantOf(caller), {
      ...names,
      studentClass,
      rollNo: rollNo || null,
      mobile: mobile || null,
      passwordHash: await hashPassword(password),
    });
    if (result === 'email_taken') throw conflict(EMAIL_TAKEN);
    return this.respond(caller, result.id, STUDENT_MESSAGES.created);
  }

  async update(caller: AuthUser, id: string, body: UpdateStudentRequest): Promise<StudentResponse> {
    const { class: studentClass, rollNo, mobile, ...rest } = body;
    const changes: Partial<StudentFields> = definedOnly({
      ...rest,
      studentClass,
      // null or a blank string clears them.
      rollNo: rollNo === undefined ? undefined : rollNo || null,
      mobile: mobile === undefined ? undefined : mobile || null,
    });
    check(await this.students.update(tenantOf(caller), id, changes));
    return this.respond(caller, id, STUDENT_MESSAGES.updated);
  }

  /**
   * Deactivating ends the student's sessions at once: the token version bump invalidates their
   * access tokens and their refresh tokens are revoked, in the same transaction.
   */
  async setStatus(caller: AuthUser, id: string, isActive: boolean): Promise<StudentResponse> {
    const scope = tenantOf(caller);
    await this.transactions.run(async (tx) => {
      if (!(await this.students.setActive(scope, id, isActive, tx))) throw notFound(NOT_FOUND);
      if (!isActive) await this.authSessions.revokeAllOf({ ...scope, userId: id }, tx);
    });
    return this.respond(caller, id, STUDENT_MESSAGES.statusUpdated);
  }

  /** Their practice sessions, answers and progress go with them (ON DELETE CASCADE). */
  async delete(caller: AuthUser, id: string): Promise<void> {
    if (!(await this.students.delete(tenantOf(caller), id))) throw notFound(NOT_FOUND);
  }

  private async respond(caller: AuthUser, id: string, message: string): Promise<StudentResponse> {
    const row = await this.students.findById(tenantOf(caller), id);
    if (!row) throw notFound(NOT_FOUND);
    return { message, data: toStudent(row) };
  }
}

function check(result: WriteResult) {
  if (result === 'not_found') throw notFound(NOT_FOUND);
  if (result === 'email_taken') throw conflict(EMAIL_TAKEN);
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
