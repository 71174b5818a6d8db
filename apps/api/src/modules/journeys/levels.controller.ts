import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
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
import { AdminRoutes, ApiErrors, UuidParam } from '../../common/http/api-decorators.js';
import { ExamRulesService } from './exam-rules.service.js';
import { LevelsService } from './levels.service.js';

@AdminRoutes('journeys', { 404: 'No such journey, level or question paper' })
@Controller()
export class LevelsController {
  constructor(
    private readonly levels: LevelsService,
    private readonly rules: ExamRulesService,
  ) {}

  @Get(apiRoutes.journeys.levelRules)
  @ApiResponse({ status: 200, standardSchema: ExamRulesResponse })
  async getRules(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') id: string,
  ): Promise<ExamRulesResponse> {
    return { data: await this.rules.get(user, id) };
  }

  @Put(apiRoutes.journeys.levelRules)
  @ApiResponse({ status: 200, standardSchema: ExamRulesResponse })
  async setRules(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') id: string,
    @Body({ schema: ExamRulesRequest }) body: ExamRulesRequest,
  ): Promise<ExamRulesResponse> {
    return { data: await this.rules.set(user, id, body) };
  }

  @Post(apiRoutes.journeys.levels)
  @ApiResponse({ status: 201, standardSchema: LevelResponse })
  async create(
    @CurrentUser() user: AuthUser,
    @UuidParam('journeyId') id: string,
    @Body({ schema: CreateLevelRequest }) body: CreateLevelRequest,
  ): Promise<LevelResponse> {
    return { data: await this.levels.create(user, id, body) };
  }

  @Put(apiRoutes.journeys.levelOrder)
  @ApiResponse({ status: 200, standardSchema: JourneyResponse })
  async reorder(
    @CurrentUser() user: AuthUser,
    @UuidParam('journeyId') id: string,
    @Body({ schema: ReorderLevelsRequest }) body: ReorderLevelsRequest,
  ): Promise<JourneyResponse> {
    return { data: await this.levels.reorder(user, id, body) };
  }

  @Patch(apiRoutes.journeys.level)
  @ApiResponse({ status: 200, standardSchema: LevelResponse })
  async update(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') id: string,
    @Body({ schema: UpdateLevelRequest }) body: UpdateLevelRequest,
  ): Promise<LevelResponse> {
    return { data: await this.levels.update(user, id, body) };
  }

  @Delete(apiRoutes.journeys.level)
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Deleted; the levels after it move up one place' })
  @ApiErrors({ 409: 'Students attempted it' })
  async delete(@CurrentUser() user: AuthUser, @UuidParam('levelId') id: string) {
    await this.levels.delete(user, id);
  }
}
