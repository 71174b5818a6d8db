import { Body, Controller, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  LevelRegradeQuery,
  LevelRegradeResponse,
  RegradeRequestBody,
  RegradeRequestResponse,
  regradeRoutes,
  ResolveRegradeRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { AdminRoutes, ApiErrors, Route, UuidParam } from '../../common/http/api-decorators.js';
import { RegradeService } from './regrade.service.js';

/** A student asks for a re-check of one of their released marks. */
@ApiTags('regrade')
@ApiBearerAuth()
@ApiErrors({ 400: 'Invalid input', 403: 'Students only' })
@Controller()
export class StudentRegradeController {
  constructor(private readonly regrade: RegradeService) {}

  @Route.post(regradeRoutes.request, RegradeRequestResponse, {
    404: 'No such attempt of yours, or no such question in it',
    409: 'Not released, the level takes no requests, its window has passed, or asked already',
  })
  @Roles('STUDENT')
  request(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') sessionId: string,
    @UuidParam('questionId') questionId: string,
    @Body({ schema: RegradeRequestBody }) body: RegradeRequestBody,
  ): Promise<RegradeRequestResponse> {
    return this.regrade.request(user, { sessionId, questionId }, body);
  }
}

/** Teachers read a level's re-check requests and resolve them. */
@AdminRoutes('regrade', { 403: 'Admins only' })
@Controller()
export class RegradeController {
  constructor(private readonly regrade: RegradeService) {}

  @Route.get(regradeRoutes.levelRequests, LevelRegradeResponse, { 404: 'No such level' })
  list(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @Query({ schema: LevelRegradeQuery }) query: LevelRegradeQuery,
  ): Promise<LevelRegradeResponse> {
    return this.regrade.list(user, levelId, query);
  }

  @Route.action(regradeRoutes.resolve, RegradeRequestResponse, {
    404: 'No such request',
    409: 'Resolved already, or the attempt is being marked again',
  })
  resolve(
    @CurrentUser() user: AuthUser,
    @UuidParam('requestId') requestId: string,
    @Body({ schema: ResolveRegradeRequest }) body: ResolveRegradeRequest,
  ): Promise<RegradeRequestResponse> {
    return this.regrade.resolve(user, requestId, body);
  }
}
