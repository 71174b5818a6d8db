import { Inject, Injectable } from '@nestjs/common';
import type {
  CreateLevelRequest,
  Journey,
  Level,
  LevelType,
  ReorderLevelsRequest,
  UpdateLevelRequest,
} from '@markwise/contract';
import type { Database } from '@markwise/db';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, invalid, notFound } from '../../common/errors/domain-errors.js';
import { DATABASE, type Executor } from '../../database/database.module.js';
import { toLevel } from './journey.mapper.js';
import { JourneysRepository } from './journeys.repository.js';
import { JourneysService } from './journeys.service.js';
import { LevelsRepository, type LevelChanges } from './levels.repository.js';

@Injectable()
export class LevelsService {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly levels: LevelsRepository,
    private readonly journeys: JourneysRepository,
    private readonly journeyService: JourneysService,
  ) {}

  /** Appends the level at the end of the journey. */
  async create(caller: AuthUser, journeyId: string, input: CreateLevelRequest): Promise<Level> {
    const levelId = await this.database.db.transaction(async (tx) => {
      await this.lockJourney(caller, journeyId, tx);
      await this.assertPaper(caller, input.type, input.questionPaperId, tx);
      return this.levels.append(
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
    });
    return this.get(caller, levelId);
  }

  async update(caller: AuthUser, levelId: string, input: UpdateLevelRequest): Promise<Level> {
    const level = await this.findLevel(caller, levelId);
    await this.assertPaper(caller, level.type, input.questionPaperId);
    const changes: LevelChanges = {
      title: input.title,
      xpRequiredToUnlock: input.xp_required_to_unlock,
      xpReward: input.xpReward,
      questionPaperId: input.questionPaperId,
    };
    await this.levels.update(levelId, definedOnly(changes));
    return this.get(caller, levelId);
  }

  /** Refused once attempted (results hang on it); the levels after it move up one place. */
  async delete(caller: AuthUser, levelId: string): Promise<void> {
    await this.database.db.transaction(async (tx) => {
      const level = await this.findLevel(caller, levelId, tx);
      if (await this.levels.hasAttempts(levelId, tx)) {
        throw conflict('This level cannot be deleted because students have attempted it');
      }
      await this.lockJourney(caller, level.journeyId, tx);
      await this.levels.delete(levelId, tx);
      await this.levels.renumber(level.journeyId, await this.levels.idsOf(level.journeyId, tx), tx);
    });
  }

  /** `levelIds` must be exactly the journey's levels; they get the orders 1..n in that order. */
  async reorder(
    caller: AuthUser,
    journeyId: string,
    { levelIds }: ReorderLevelsRequest,
  ): Promise<Journey> {
    await this.database.db.transaction(async (tx) => {
      await this.lockJourney(caller, journeyId, tx);
      const current = new Set(await this.levels.idsOf(journeyId, tx));
      if (levelIds.length !== current.size || !levelIds.every((id) => current.has(id))) {
        throw invalid("levelIds must list each of the journey's levels exactly once");
      }
      await this.levels.renumber(journeyId, levelIds, tx);
    });
    return this.journeyService.get(caller, journeyId);
  }

  private async get(caller: AuthUser, levelId: string): Promise<Level> {
    return toLevel(await this.findLevel(caller, levelId));
  }

  private async findLevel(caller: AuthUser, levelId: string, tx?: Executor) {
    const level = await this.levels.findById(caller.institutionId, levelId, tx);
    if (!level) throw notFound('Level not found');
    return level;
  }

  private async lockJourney(caller: AuthUser, journeyId: string, tx: Executor) {
    const journey = await this.journeys.findById(caller.institutionId, journeyId, {
      tx,
      lock: true,
    });
    if (!journey) throw notFound('Journey not found');
  }

  /** Only exam levels are sat on a paper, and only on one of the caller's institution. */
  private async assertPaper(
    caller: AuthUser,
    type: LevelType,
    paperId: string | null | undefined,
    tx?: Executor,
  ) {
    if (!paperId) return;
    if (type !== 'exam') {
      throw invalid('questionPaperId: a topic level cannot have a question paper');
    }
    if (!(await this.levels.paperExists(caller.institutionId, paperId, tx))) {
      throw notFound('Question paper not found');
    }
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
