import { Inject, Injectable } from '@nestjs/common';
import type { CreateJourneyRequest, Journey, UpdateJourneyRequest } from '@markwise/contract';
import type { Database } from '@markwise/db';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, notFound } from '../../common/errors/domain-errors.js';
import { toJourney } from './journey.mapper.js';
import { JourneysRepository } from './journeys.repository.js';
import { DATABASE } from '../../database/database.module.js';

@Injectable()
export class JourneysService {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly journeys: JourneysRepository,
  ) {}

  async listBySubject(caller: AuthUser, subjectId: string): Promise<Journey[]> {
    await this.assertSubject(caller, subjectId);
    const rows = await this.journeys.listBySubject(caller.institutionId, subjectId);
    return rows.map(toJourney);
  }

  async get(caller: AuthUser, journeyId: string): Promise<Journey> {
    const journey = await this.journeys.findWithLevels(caller.institutionId, journeyId);
    if (!journey) throw notFound('Journey not found');
    return toJourney(journey);
  }

  async create(caller: AuthUser, input: CreateJourneyRequest): Promise<Journey> {
    await this.assertSubject(caller, input.subjectId);
    const journeyId = await this.journeys.insert({
      institutionId: caller.institutionId,
      subjectId: input.subjectId,
      title: input.title,
    });
    return this.get(caller, journeyId);
  }

  async update(caller: AuthUser, journeyId: string, input: UpdateJourneyRequest): Promise<Journey> {
    await this.get(caller, journeyId);
    await this.journeys.update(caller.institutionId, journeyId, { title: input.title });
    return this.get(caller, journeyId);
  }

  /** Refused while students have attempted any of its levels: their results would go with it. */
  async delete(caller: AuthUser, journeyId: string): Promise<void> {
    await this.database.db.transaction(async (tx) => {
      const journey = await this.journeys.findById(caller.institutionId, journeyId, { tx });
      if (!journey) throw notFound('Journey not found');
      if (await this.journeys.hasAttempts(journeyId, tx)) {
        throw conflict('This journey cannot be deleted because students have attempted its levels');
      }
      await this.journeys.delete(caller.institutionId, journeyId, tx);
    });
  }

  private async assertSubject(caller: AuthUser, subjectId: string) {
    if (!(await this.journeys.subjectExists(caller.institutionId, subjectId))) {
      throw notFound('Subject not found');
    }
  }
}
