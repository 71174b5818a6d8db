import { Injectable } from '@nestjs/common';
import {
  paginationOf,
  STUDENT_MESSAGES,
  StudentDetailResponse,
  StudentsPage,
  type CreateStudentRequest,
  type PasswordResetResponse,
  type StudentResponse,
  type StudentsQuery,
  type UpdateStudentRequest,
} from '@markwise/contract';
import { hashPassword } from '@markwise/db';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertUncommonPassword } from '../../common/auth/password-policy.js';
import { temporaryPassword } from '../../common/auth/temporary-password.js';
import { conflict, invalid, notFound } from '../../common/errors/domain-errors.js';
import { AuditLogRepository } from '../../data/audit/audit-log.repository.js';
import { AuthSessionsRepository } from '../../data/people/auth-sessions.repository.js';
import { ClassesRepository } from '../../data/people/classes.repository.js';
import {
  StudentsRepository,
  type StudentFields,
  type WriteResult,
} from '../../data/people/students.repository.js';
import { studentIn, tenantOf, type TenantScope } from '../../data/scope.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { Transactions, type Tx } from '../../data/transactions.js';
import { LoginThrottleService } from '../auth/login-throttle.service.js';
import { toStudent, toStudentAttempt } from './student.mapper.js';

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
    private readonly classes: ClassesRepository,
    private readonly attempts: AttemptsRepository,
    private readonly audit: AuditLogRepository,
    private readonly throttle: LoginThrottleService,
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
    const passwordHash = await hashPassword(password);
    const scope = tenantOf(caller);
    // A refusal is thrown inside the transaction: the failed insert has aborted it.
    const created = await this.transactions.run(async (tx) => {
      const result = await this.students.insert(
        scope,
        {
          ...names,
          studentClass: await this.classNamed(scope, studentClass, tx),
          rollNo: rollNo || null,
          mobile: mobile || null,
          passwordHash,
        },
        tx,
      );
      if (result === 'email_taken') throw conflict(EMAIL_TAKEN);
      return result;
    });
    return this.respond(caller, created.id, STUDENT_MESSAGES.created);
  }

  async update(caller: AuthUser, id: string, body: UpdateStudentRequest): Promise<StudentResponse> {
    const { class: studentClass, rollNo, mobile, ...rest } = body;
    const scope = tenantOf(caller);
    await this.transactions.run(async (tx) => {
      const changes: Partial<StudentFields> = definedOnly({
        ...rest,
        studentClass:
          studentClass === undefined ? undefined : await this.classNamed(scope, studentClass, tx),
        // null or a blank string clears them.
        rollNo: rollNo === undefined ? undefined : rollNo || null,
        mobile: mobile === undefined ? undefined : mobile || null,
      });
      check(await this.students.update(scope, id, changes, tx));
    });
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

  /** The student's profile and every attempt, newest first. */
  async detail(caller: AuthUser, id: string): Promise<StudentDetailResponse> {
    const scope = tenantOf(caller);
    const row = await this.students.findById(scope, id);
    if (!row) throw notFound(NOT_FOUND);
    const attempts = await this.attempts.history(studentIn(scope, id));
    return StudentDetailResponse.parse({
      data: { ...toStudent(row), attempts: attempts.map(toStudentAttempt) },
    });
  }

  /**
   * A new random password for a student who lost theirs, returned once and stored only hashed.
   * Like a password change, it ends the student's sessions: the token version bump invalidates
   * their access tokens and their refresh tokens are revoked, in the same transaction. The audit
   * log keeps who reset it and when (never the password).
   */
  async resetPassword(caller: AuthUser, id: string): Promise<PasswordResetResponse> {
    const scope = tenantOf(caller);
    if (!(await this.students.findById(scope, id))) throw notFound(NOT_FOUND);
    await this.throttle.takePasswordReset(caller.id);
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    await this.transactions.run(async (tx) => {
      if (!(await this.students.setPasswordHash(scope, id, passwordHash, tx))) {
        throw notFound(NOT_FOUND);
      }
      await this.authSessions.revokeAllOf({ ...scope, userId: id }, tx);
      await this.audit.record(
        scope,
        {
          actorUserId: caller.id,
          action: 'student.password_reset',
          entityType: 'user',
          entityId: id,
        },
        tx,
      );
    });
    return { message: STUDENT_MESSAGES.passwordReset, temporaryPassword: password };
  }

  /**
   * The institution's class of that name (whatever its case), held until the write commits so it
   * is not renamed or deleted meanwhile; its stored spelling is what the student carries.
   */
  private async classNamed(scope: TenantScope, name: string, tx: Tx): Promise<string> {
    const found = await this.classes.holdByName(scope, name, tx);
    if (!found) throw invalid(STUDENT_MESSAGES.unknownClass);
    return found.name;
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
