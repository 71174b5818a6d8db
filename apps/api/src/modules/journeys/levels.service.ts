import { Injectable } from '@nestjs/common';
import type {
  CreateLevelRequest,
  Journey,
  Level,
  LevelType,
  ReorderLevelsRequest,
  UpdateLevelRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, invalid, notFound } from '../../common/errors/domain-errors.js';
import { JourneysRepository } from '../../data/catalogue/journeys.repository.js';
import { LevelsRepository, type LevelChanges } from '../../data/catalogue/levels.repository.js';
import { PapersRepository } from '../../data/papers/papers.repository.js';
import { tenantOf, type TenantScope } from '../../data/scope.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { Transactions, type Tx } from '../../data/transactions.js';
import { toLevel } from './journey.mapper.js';
import { JourneysService } from './journeys.service.js';

const JOURNEY_NOT_FOUND = 'Journey not found';

@Injectable()
export class LevelsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly levels: LevelsRepository,
    private readonly journeys: JourneysRepository,
    private readonly papers: PapersRepository,
    private readonly attempts: AttemptsRepository,
    private readonly journeyService: JourneysService,
  ) {}

  /** Appends the level at the end of the journey. */
  async create(caller: AuthUser, journeyId: string, input: CreateLevelRequest): Promise<Level> {
    const scope = tenantOf(caller);
    const levelId = await this.transactions.run(async (tx) => {
      await this.lockJourney(scope, journeyId, tx);
      await this.assertPaper(scope, input.type, input.questionPaperId, tx);
      const id = await this.levels.append(
        scope,
        journeyId,
        {
          title: input.title,
          type: input.type,
          xpRequiredToUnlock: input.xp_required_to_unlock ?? 0,
          xpReward: input.xpReward ?? 0,
          questionPaperId: input.questionPaperId ?? null,
        },
        tx,
      );
      if (!id) throw notFound(JOURNEY_NOT_FOUND);
      return id;
    });
    return this.get(scope, levelId);
  }

  async update(caller: AuthUser, levelId: string, input: UpdateLevelRequest): Promise<Level> {
    const scope = tenantOf(caller);
    const level = await this.findLevel(scope, levelId);
    await this.assertPaper(scope, level.type, input.questionPaperId);
    const changes: LevelChanges = {
      title: input.title,
      xpRequiredToUnlock: input.xp_required_to_unlock,
      xpReward: input.xpReward,
      questionPaperId: input.questionPaperId,
    };
    await this.levels.update(scope, levelId, definedOnly(changes));
    return this.get(scope, levelId);
  }

  /** Refused once attempted (results hang on it); the levels after it move up one place. */
  async delete(caller: AuthUser, levelId: string): Promise<void> {
    const scope = tenantOf(caller);
    await this.transactions.run(async (tx) => {
      const level = await this.findLevel(scope, levelId, tx);
      if (await this.attempts.anyOn(scope, { levelId }, tx)) {
        throw conflict('This level cannot be deleted because students have attempted it');
      }
      await this.lockJourney(scope, level.journeyId, tx);
      await this.levels.delete(scope, levelId, tx);
      const remaining = await this.levels.idsOf(scope, level.journeyId, tx);
      await this.levels.renumber(scope, level.journeyId, remaining, tx);
    });
  }

  /** `levelIds` must be exactly the journey's levels; they get the orders 1..n in that order. */
  async reorder(
    caller: AuthUser,
    journeyId: string,
    { levelIds }: ReorderLevelsRequest,
  ): Promise<Journey> {
    const scope = tenantOf(caller);
    await this.transactions.run(async (tx) => {
      await this.lockJourney(scope, journeyId, tx);
      const current = new Set(await this.levels.idsOf(scope, journeyId, tx));
      if (levelIds.length !== current.size || !levelIds.every((id) => current.has(id))) {
        throw invalid("levelIds must list each of the journey's levels exactly once");
      }
      await this.levels.renumber(scope, journeyId, levelIds, tx);
    });
    return this.journeyService.get(caller, journeyId);
  }

  private async get(scope: TenantScope, levelId: string): Promise<Level> {
    return toLevel(await this.findLevel(scope, levelId));
  }

  private async findLevel(scope: TenantScope, levelId: string, tx?: Tx) {
    const level = await this.levels.findById(scope, levelId, tx);
    if (!level) throw notFound('Level not found');
    return level;
  }

  private async lockJourney(scope: TenantScope, journeyId: string, tx: Tx) {
    const journey = await this.journeys.findById(scope, journeyId, { tx, lock: true });
    if (!journey) throw notFound(JOURNEY_NOT_FOUND);
  }

  /** Only exam levels are sat on a paper, and only on one of the caller's institution. */
  private async assertPaper(
    scope: TenantScope,
    type: LevelType,
    paperId: string | null | undefined,
    tx?: Tx,
  ) {
    if (!paperId) return;
    if (type !== 'exam') {
      throw invalid('questionPaperId: a topic level cannot have a question paper');
    }
    if (!(await this.papers.exists(scope, paperId, tx))) {
      throw notFound('Question paper not found');
    }
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
