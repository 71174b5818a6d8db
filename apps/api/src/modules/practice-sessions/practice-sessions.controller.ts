import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  DetailedReportResponse,
  FindUserWithSessionsRequest,
  FindUserWithSessionsResponse,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { ApiErrors, UuidParam } from '../../common/http/api-decorators.js';
import { PracticeSessionsService } from './practice-sessions.service.js';

@ApiTags('practice-sessions')
@ApiBearerAuth()
@ApiErrors({ 400: 'Invalid input' })
@Controller()
export class PracticeSessionsController {
  constructor(private readonly sessions: PracticeSessionsService) {}

  @Get(apiRoutes.practiceSessions.detailedReport)
  @ApiResponse({ status: 200, standardSchema: DetailedReportResponse })
  @ApiErrors({ 404: 'No such session you may read' })
  detailedReport(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') sessionId: string,
  ): Promise<DetailedReportResponse> {
    return this.sessions.detailedReport(user, sessionId);
  }

  @Post(apiRoutes.practiceSessions.findUserWithSessions)
  @HttpCode(200)
  @ApiResponse({ status: 200, standardSchema: FindUserWithSessionsResponse })
  @ApiErrors({
    404: 'Failed to find user information',
    409: 'The phone number matches more than one student',
  })
  findUserWithSessions(
    @CurrentUser() user: AuthUser,
    @Body({ schema: FindUserWithSessionsRequest }) body: FindUserWithSessionsRequest,
  ): Promise<FindUserWithSessionsResponse> {
    return this.sessions.findUserWithSessions(user, body);
  }
}
