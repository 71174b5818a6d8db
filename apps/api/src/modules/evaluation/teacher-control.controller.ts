import { Body, Controller, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import {
  evaluationRoutes,
  EvaluationQueueQuery,
  EvaluationQueueResponse,
  OverrideMarkRequest,
  OverrideMarkResponse,
  OptionalReEvaluateRequest,
  ReEvaluateResponse,
  type ReEvaluateRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, ApiErrors, UuidParam } from '../../common/http/api-decorators.js';
import { TeacherControlService } from './teacher-control.service.js';

@AdminRoutes('evaluation', { 403: 'Admins only' })
@Controller()
export class TeacherControlController {
  constructor(private readonly control: TeacherControlService) {}

  @Patch(evaluationRoutes.overrideMark)
  @ApiResponse({ status: 200, standardSchema: OverrideMarkResponse })
  @ApiErrors({ 404: 'No such session or question', 409: 'Session not evaluated' })
  overrideMark(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') sessionId: string,
    @UuidParam('questionId') questionId: string,
    @Body({ schema: OverrideMarkRequest }) body: OverrideMarkRequest,
  ): Promise<OverrideMarkResponse> {
    return this.control.overrideMark(user, { sessionId, questionId }, body);
  }

  @Post(evaluationRoutes.reEvaluate)
  @HttpCode(202)
  @ApiResponse({ status: 202, standardSchema: ReEvaluateResponse })
  @ApiErrors({ 404: 'No such session', 409: 'Not submitted, or already queued' })
  reEvaluate(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') sessionId: string,
    @Body({ schema: OptionalReEvaluateRequest }) body: ReEvaluateRequest | undefined,
  ): Promise<ReEvaluateResponse> {
    return this.control.reEvaluate(user, sessionId, body ?? {});
  }

  @Get(evaluationRoutes.queue)
  @ApiResponse({ status: 200, standardSchema: EvaluationQueueResponse })
  queue(
    @CurrentUser() user: AuthUser,
    @Query({ schema: EvaluationQueueQuery }) query: EvaluationQueueQuery,
  ): Promise<EvaluationQueueResponse> {
    return this.control.queuePage(user, query);
  }
}
