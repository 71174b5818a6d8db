import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  DetailedReportResponse,
  FindUserWithSessionsRequest,
  FindUserWithSessionsResponse,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { ApiErrors, Route, UuidParam } from '../../common/http/api-decorators.js';
import { PracticeSessionsService } from './practice-sessions.service.js';

@ApiTags('practice-sessions')
@ApiBearerAuth()
@ApiErrors({ 400: 'Invalid input' })
@Controller()
export class PracticeSessionsController {
  constructor(private readonly sessions: PracticeSessionsService) {}

  @Route.get(apiRoutes.practiceSessions.detailedReport, DetailedReportResponse, {
    404: 'No such session you may read',
  })
  detailedReport(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') sessionId: string,
  ): Promise<DetailedReportResponse> {
    return this.sessions.detailedReport(user, sessionId);
  }

  @Route.action(apiRoutes.practiceSessions.findUserWithSessions, FindUserWithSessionsResponse)
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
