import { Body, Controller, Query } from '@nestjs/common';
import {
  AssignSecondMarkingRequest,
  AssignSecondMarkingResponse,
  BlindAnswersResponse,
  ModerationDecisionRequest,
  ModerationDecisionResponse,
  ModerationQuery,
  ModerationResponse,
  moderationRoutes,
  SecondMarkRequest,
  SecondMarkResponse,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, Route, UuidParam } from '../../common/http/api-decorators.js';
import { SecondMarking } from './second-marking.service.js';

/** Second teachers' blind samples and the moderation of the marks they disagree on. */
@AdminRoutes('moderation', { 403: 'Admins only' })
@Controller()
export class SecondMarkingController {
  constructor(private readonly secondMarking: SecondMarking) {}

  @Route.action(moderationRoutes.assign, AssignSecondMarkingResponse, {
    404: 'No such level',
  })
  assign(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @Body({ schema: AssignSecondMarkingRequest }) body: AssignSecondMarkingRequest,
  ): Promise<AssignSecondMarkingResponse> {
    return this.secondMarking.assign(user, levelId, body);
  }

  @Route.get(moderationRoutes.mine, BlindAnswersResponse, { 404: 'No such level' })
  mine(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
  ): Promise<BlindAnswersResponse> {
    return this.secondMarking.mine(user, levelId);
  }

  @Route.put(moderationRoutes.mark, SecondMarkResponse, {
    404: 'No such answer in your sample',
    409: 'Moderated already',
  })
  mark(
    @CurrentUser() user: AuthUser,
    @UuidParam('secondMarkId') id: string,
    @Body({ schema: SecondMarkRequest }) body: SecondMarkRequest,
  ): Promise<SecondMarkResponse> {
    return this.secondMarking.mark(user, id, body);
  }

  @Route.get(moderationRoutes.list, ModerationResponse, { 404: 'No such level' })
  moderation(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @Query({ schema: ModerationQuery }) query: ModerationQuery,
  ): Promise<ModerationResponse> {
    return this.secondMarking.moderation(user, levelId, query);
  }

  @Route.action(moderationRoutes.decide, ModerationDecisionResponse, {
    404: 'No such answer in a sample',
    409: 'Not second-marked, or decided already',
  })
  decide(
    @CurrentUser() user: AuthUser,
    @UuidParam('secondMarkId') id: string,
    @Body({ schema: ModerationDecisionRequest }) body: ModerationDecisionRequest,
  ): Promise<ModerationDecisionResponse> {
    return this.secondMarking.decide(user, id, body);
  }
}
