import { Injectable } from '@nestjs/common';
import type { CreateJourneyRequest, Journey, UpdateJourneyRequest } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, notFound } from '../../common/errors/domain-errors.js';
import { JourneysRepository } from '../../data/catalogue/journeys.repository.js';
import { SubjectsRepository } from '../../data/catalogue/subjects.repository.js';
import { tenantOf } from '../../data/scope.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { Transactions } from '../../data/transactions.js';
import { toJourney } from './journey.mapper.js';

@Injectable()
export class JourneysService {
  constructor(
    private readonly transactions: Transactions,
    private readonly journeys: JourneysRepository,
    private readonly subjects: SubjectsRepository,
    private readonly attempts: AttemptsRepository,
  ) {}

  async listBySubject(caller: AuthUser, subjectId: string): Promise<Journey[]> {
    await this.assertSubject(caller, subjectId);
    const rows = await this.journeys.listBySubject(tenantOf(caller), subjectId);
    return rows.map(toJourney);
  }

  async get(caller: AuthUser, journeyId: string): Promise<Journey> {
    const journey = await this.journeys.findWithLevels(tenantOf(caller), journeyId);
    if (!journey) throw notFound('Journey not found');
    return toJourney(journey);
  }

  async create(caller: AuthUser, input: CreateJourneyRequest): Promise<Journey> {
    await this.assertSubject(caller, input.subjectId);
    const journeyId = await this.journeys.insert(tenantOf(caller), {
      subjectId: input.subjectId,
      title: input.title,
    });
    return this.get(caller, journeyId);
  }

  async update(caller: AuthUser, journeyId: string, input: UpdateJourneyRequest): Promise<Journey> {
    await this.get(caller, journeyId);
    await this.journeys.update(tenantOf(caller), journeyId, { title: input.title });
    return this.get(caller, journeyId);
  }

  /** Refused while students have attempted any of its levels: their results would go with it. */
  async delete(caller: AuthUser, journeyId: string): Promise<void> {
    const scope = tenantOf(caller);
    await this.transactions.run(async (tx) => {
      const journey = await this.journeys.findById(scope, journeyId, { tx });
      if (!journey) throw notFound('Journey not found');
      if (await this.attempts.anyOn(scope, { journeyId }, tx)) {
        throw conflict('This journey cannot be deleted because students have attempted its levels');
      }
      await this.journeys.delete(scope, journeyId, tx);
    });
  }

  private async assertSubject(caller: AuthUser, subjectId: string) {
    if (!(await this.subjects.findRef(tenantOf(caller), subjectId))) {
      throw notFound('Subject not found');
    }
  }
}
