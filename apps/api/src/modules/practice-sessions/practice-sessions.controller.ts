import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  DetailedReportResponse,
  ErrorResponse,
  FindUserWithSessionsRequest,
  FindUserWithSessionsResponse,
  uuidField,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { PracticeSessionsService } from './practice-sessions.service.js';

@ApiTags('practice-sessions')
@ApiBearerAuth()
@ApiResponse({ status: 400, description: 'Invalid input', standardSchema: ErrorResponse })
@Controller()
export class PracticeSessionsController {
  constructor(private readonly sessions: PracticeSessionsService) {}

  @Get(apiRoutes.practiceSessions.detailedReport)
  @ApiResponse({ status: 200, standardSchema: DetailedReportResponse })
  @ApiResponse({
    status: 404,
    description: 'No such session you may read',
    standardSchema: ErrorResponse,
  })
  detailedReport(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', { schema: uuidField('sessionId') }) sessionId: string,
  ): Promise<DetailedReportResponse> {
    return this.sessions.detailedReport(user, sessionId);
  }

  @Post(apiRoutes.practiceSessions.findUserWithSessions)
  @HttpCode(200)
  @ApiResponse({ status: 200, standardSchema: FindUserWithSessionsResponse })
  @ApiResponse({
    status: 404,
    description: 'Failed to find user information',
    standardSchema: ErrorResponse,
  })
  @ApiResponse({
    status: 409,
    description: 'The phone number matches more than one student',
    standardSchema: ErrorResponse,
  })
  findUserWithSessions(
    @CurrentUser() user: AuthUser,
    @Body({ schema: FindUserWithSessionsRequest }) body: FindUserWithSessionsRequest,
  ): Promise<FindUserWithSessionsResponse> {
    return this.sessions.findUserWithSessions(user, body);
  }
}
