import { Injectable } from '@nestjs/common';
import {
  CLASS_MESSAGES,
  ClassesResponse,
  SchoolClass,
  type ClassRequest,
  type ClassResponse,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, notFound } from '../../common/errors/domain-errors.js';
import { ClassesRepository } from '../../data/people/classes.repository.js';
import { StudentsRepository } from '../../data/people/students.repository.js';
import { tenantOf } from '../../data/scope.js';
import { Transactions } from '../../data/transactions.js';

/** An admin's classes: the list the students screen and forms offer, and its upkeep. */
@Injectable()
export class ClassesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly classes: ClassesRepository,
    private readonly students: StudentsRepository,
  ) {}

  async list(caller: AuthUser): Promise<ClassesResponse> {
    return ClassesResponse.parse({ data: await this.classes.list(tenantOf(caller)) });
  }

  async create(caller: AuthUser, { name }: ClassRequest): Promise<ClassResponse> {
    const result = await this.classes.insert(tenantOf(caller), name);
    if (result === 'name_taken') throw conflict(CLASS_MESSAGES.nameTaken);
    return this.respond(caller, result.id, CLASS_MESSAGES.created);
  }

  /** The class's students move with it: they carry the class by name. */
  async rename(caller: AuthUser, id: string, { name }: ClassRequest): Promise<ClassResponse> {
    const scope = tenantOf(caller);
    await this.transactions.run(async (tx) => {
      const current = await this.classes.lock(scope, id, tx);
      if (!current) throw notFound(CLASS_MESSAGES.notFound);
      const result = await this.classes.rename(scope, id, name, tx);
      if (result === 'name_taken') throw conflict(CLASS_MESSAGES.nameTaken);
      if (result === 'not_found') throw notFound(CLASS_MESSAGES.notFound);
      await this.students.moveClass(scope, { from: current.name, to: name }, tx);
    });
    return this.respond(caller, id, CLASS_MESSAGES.renamed);
  }

  /**
   * Refused while students are in the class: deleting it would leave them in a class that no
   * longer exists, and moving them is a choice only the admin can make.
   */
  async delete(caller: AuthUser, id: string): Promise<void> {
    const scope = tenantOf(caller);
    await this.transactions.run(async (tx) => {
      if (!(await this.classes.lock(scope, id, tx))) throw notFound(CLASS_MESSAGES.notFound);
      const row = await this.classes.findById(scope, id, tx);
      if (row && row.studentCount > 0) throw conflict(CLASS_MESSAGES.hasStudents);
      await this.classes.delete(scope, id, tx);
    });
  }

  private async respond(caller: AuthUser, id: string, message: string): Promise<ClassResponse> {
    const row = await this.classes.findById(tenantOf(caller), id);
    if (!row) throw notFound(CLASS_MESSAGES.notFound);
    return { message, data: SchoolClass.parse(row) };
  }
}
