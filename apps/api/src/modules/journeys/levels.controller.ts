import { Body, Controller } from '@nestjs/common';
import {
  apiRoutes,
  CreateLevelRequest,
  ExamRulesRequest,
  ExamRulesResponse,
  JourneyResponse,
  LevelResponse,
  ReorderLevelsRequest,
  UpdateLevelRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, Route, UuidParam } from '../../common/http/api-decorators.js';
import { ExamRulesService } from './exam-rules.service.js';
import { LevelsService } from './levels.service.js';

@AdminRoutes('journeys', { 404: 'No such journey, level or question paper' })
@Controller()
export class LevelsController {
  constructor(
    private readonly levels: LevelsService,
    private readonly rules: ExamRulesService,
  ) {}

  @Route.get(apiRoutes.journeys.levelRules, ExamRulesResponse)
  async getRules(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') id: string,
  ): Promise<ExamRulesResponse> {
    return { data: await this.rules.get(user, id) };
  }

  @Route.put(apiRoutes.journeys.levelRules, ExamRulesResponse)
  async setRules(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') id: string,
    @Body({ schema: ExamRulesRequest }) body: ExamRulesRequest,
  ): Promise<ExamRulesResponse> {
    return { data: await this.rules.set(user, id, body) };
  }

  @Route.post(apiRoutes.journeys.levels, LevelResponse)
  async create(
    @CurrentUser() user: AuthUser,
    @UuidParam('journeyId') id: string,
    @Body({ schema: CreateLevelRequest }) body: CreateLevelRequest,
  ): Promise<LevelResponse> {
    return { data: await this.levels.create(user, id, body) };
  }

  @Route.put(apiRoutes.journeys.levelOrder, JourneyResponse)
  async reorder(
    @CurrentUser() user: AuthUser,
    @UuidParam('journeyId') id: string,
    @Body({ schema: ReorderLevelsRequest }) body: ReorderLevelsRequest,
  ): Promise<JourneyResponse> {
    return { data: await this.levels.reorder(user, id, body) };
  }

  @Route.patch(apiRoutes.journeys.level, LevelResponse)
  async update(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') id: string,
    @Body({ schema: UpdateLevelRequest }) body: UpdateLevelRequest,
  ): Promise<LevelResponse> {
    return { data: await this.levels.update(user, id, body) };
  }

  @Route.delete(apiRoutes.journeys.level, 'Deleted; the levels after it move up one place', {
    409: 'Students attempted it',
  })
  async delete(@CurrentUser() user: AuthUser, @UuidParam('levelId') id: string) {
    await this.levels.delete(user, id);
  }
}
