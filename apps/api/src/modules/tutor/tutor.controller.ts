import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  LevelTutorResponse,
  TutorConversationResponse,
  TutorReplyBody,
  tutorRoutes,
  TutorSettings,
  TutorSettingsResponse,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { AdminRoutes, ApiErrors, Route, UuidParam } from '../../common/http/api-decorators.js';
import { TutorService } from './tutor.service.js';

/** A student talks with the tutor about one of their released answers that lost marks. */
@ApiTags('tutor')
@ApiBearerAuth()
@ApiErrors({ 400: 'Invalid input', 403: 'Students only, or the tutor is off' })
@Controller()
export class StudentTutorController {
  constructor(private readonly tutor: TutorService) {}

  @Route.action(tutorRoutes.open, TutorConversationResponse, {
    404: 'No such attempt of yours, or no such question in it',
    409: 'The mark is not released, or it is full marks',
  })
  @Roles('STUDENT')
  open(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') sessionId: string,
    @UuidParam('questionId') questionId: string,
  ): Promise<TutorConversationResponse> {
    return this.tutor.open(user, { sessionId, questionId });
  }

  @Route.action(tutorRoutes.reply, TutorConversationResponse, {
    404: 'No such conversation of yours',
    409: 'The conversation has ended',
    429: "The day's replies are used",
  })
  @Roles('STUDENT')
  reply(
    @CurrentUser() user: AuthUser,
    @UuidParam('conversationId') conversationId: string,
    @Body({ schema: TutorReplyBody }) body: TutorReplyBody,
  ): Promise<TutorConversationResponse> {
    return this.tutor.reply(user, conversationId, body);
  }

  @Route.get(tutorRoutes.conversation, TutorConversationResponse, {
    404: 'No such conversation the caller may read',
  })
  @Roles('STUDENT', 'ADMIN')
  conversation(
    @CurrentUser() user: AuthUser,
    @UuidParam('conversationId') conversationId: string,
  ): Promise<TutorConversationResponse> {
    return this.tutor.get(user, conversationId);
  }

  @Route.get(tutorRoutes.settings, TutorSettingsResponse)
  @Roles('STUDENT', 'ADMIN')
  settings(@CurrentUser() user: AuthUser): Promise<TutorSettingsResponse> {
    return this.tutor.settings(user);
  }
}

/** Teachers read a level's tutor conversations and set the institution's tutor. */
@AdminRoutes('tutor', { 403: 'Admins only' })
@Controller()
export class TutorAdminController {
  constructor(private readonly tutor: TutorService) {}

  @Route.get(tutorRoutes.levelConversations, LevelTutorResponse, { 404: 'No such level' })
  list(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
  ): Promise<LevelTutorResponse> {
    return this.tutor.ofLevel(user, levelId);
  }

  @Route.put(tutorRoutes.settings, TutorSettingsResponse)
  updateSettings(
    @CurrentUser() user: AuthUser,
    @Body({ schema: TutorSettings }) body: TutorSettings,
  ): Promise<TutorSettingsResponse> {
    return this.tutor.updateSettings(user, body);
  }
}
