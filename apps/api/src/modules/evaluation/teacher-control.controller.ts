import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  ErrorResponse,
  evaluationRoutes,
  EvaluationQueueQuery,
  EvaluationQueueResponse,
  OverrideMarkRequest,
  OverrideMarkResponse,
  OptionalReEvaluateRequest,
  ReEvaluateResponse,
  type ReEvaluateRequest,
  uuidField,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { TeacherControlService } from './teacher-control.service.js';

@ApiTags('evaluation')
@ApiBearerAuth()
@Roles('ADMIN')
@ApiResponse({ status: 400, description: 'Invalid input', standardSchema: ErrorResponse })
@ApiResponse({ status: 403, description: 'Admins only', standardSchema: ErrorResponse })
@Controller()
export class TeacherControlController {
  constructor(private readonly control: TeacherControlService) {}

  @Patch(evaluationRoutes.overrideMark)
  @ApiResponse({ status: 200, standardSchema: OverrideMarkResponse })
  @ApiResponse({
    status: 404,
    description: 'No such session or question',
    standardSchema: ErrorResponse,
  })
  @ApiResponse({ status: 409, description: 'Session not evaluated', standardSchema: ErrorResponse })
  overrideMark(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', { schema: uuidField('sessionId') }) sessionId: string,
    @Param('questionId', { schema: uuidField('questionId') }) questionId: string,
    @Body({ schema: OverrideMarkRequest }) body: OverrideMarkRequest,
  ): Promise<OverrideMarkResponse> {
    return this.control.overrideMark(user, { sessionId, questionId }, body);
  }

  @Post(evaluationRoutes.reEvaluate)
  @HttpCode(202)
  @ApiResponse({ status: 202, standardSchema: ReEvaluateResponse })
  @ApiResponse({ status: 404, description: 'No such session', standardSchema: ErrorResponse })
  @ApiResponse({
    status: 409,
    description: 'Not submitted, or already queued',
    standardSchema: ErrorResponse,
  })
  reEvaluate(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', { schema: uuidField('sessionId') }) sessionId: string,
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
