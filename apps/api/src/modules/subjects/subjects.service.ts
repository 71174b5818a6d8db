import { Injectable } from '@nestjs/common';
import type { CreateSubjectRequest, Subject, UpdateSubjectRequest } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, notFound } from '../../common/errors/domain-errors.js';
import { CoursesRepository } from '../../data/catalogue/courses.repository.js';
import {
  SubjectsRepository,
  type SubjectValues,
} from '../../data/catalogue/subjects.repository.js';
import { tenantOf } from '../../data/scope.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { Transactions, type Tx } from '../../data/transactions.js';
import { toSubject } from './subject.mapper.js';

@Injectable()
export class SubjectsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly subjects: SubjectsRepository,
    private readonly courses: CoursesRepository,
    private readonly attempts: AttemptsRepository,
  ) {}

  async listByCourse(caller: AuthUser, courseId: string): Promise<Subject[]> {
    await this.assertCourse(caller, courseId);
    const rows = await this.subjects.listByCourse(tenantOf(caller), courseId);
    return rows.map(toSubject);
  }

  async create(caller: AuthUser, input: CreateSubjectRequest): Promise<Subject> {
    await this.assertCourse(caller, input.examId);
    const subjectId = await this.subjects.insert(tenantOf(caller), {
      courseId: input.examId,
      title: input.title,
      description: blankToNull(input.description) ?? null,
      isActive: input.is_active ?? true,
    });
    return this.get(caller, subjectId);
  }

  /** Also serves the status endpoint, whose body is `{ is_active }` alone. */
  async update(caller: AuthUser, subjectId: string, input: UpdateSubjectRequest): Promise<Subject> {
    await this.findSubject(caller, subjectId);
    const changes: Partial<SubjectValues> = {
      title: input.title,
      description: blankToNull(input.description),
      isActive: input.is_active,
    };
    await this.subjects.update(tenantOf(caller), subjectId, definedOnly(changes));
    return this.get(caller, subjectId);
  }

  /** Refused while students have attempted any of its levels: their results would go with it. */
  async delete(caller: AuthUser, subjectId: string): Promise<void> {
    const scope = tenantOf(caller);
    await this.transactions.run(async (tx) => {
      await this.findSubject(caller, subjectId, tx);
      if (await this.attempts.anyOn(scope, { subjectId }, tx)) {
        throw conflict('This subject cannot be deleted because students have attempted its levels');
      }
      await this.subjects.delete(scope, subjectId, tx);
    });
  }

  private async get(caller: AuthUser, subjectId: string): Promise<Subject> {
    return toSubject(await this.findSubject(caller, subjectId));
  }

  private async findSubject(caller: AuthUser, subjectId: string, tx?: Tx) {
    const subject = await this.subjects.findById(tenantOf(caller), subjectId, tx);
    if (!subject) throw notFound('Subject not found');
    return subject;
  }

  private async assertCourse(caller: AuthUser, courseId: string) {
    if (!(await this.courses.exists(tenantOf(caller), courseId))) {
      throw notFound('Course not found');
    }
  }
}

/** An empty description clears it, as null does. */
function blankToNull<T extends string | null | undefined>(value: T): T | null {
  return value === '' ? null : value;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
