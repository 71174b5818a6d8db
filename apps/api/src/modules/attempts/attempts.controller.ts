import { Body, Controller, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  attemptRoutes,
  AttemptLevelsResponse,
  AttemptSessionResponse,
  SaveAnswerRequest,
  SavedAnswerResponse,
  StartAttemptRequest,
  StudentSummaryResponse,
} from '@markwise/contract';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ApiErrors, Route, UuidParam } from '../../common/http/api-decorators.js';
import { AnswersService } from './answers.service.js';
import { AttemptsService } from './attempts.service.js';

@ApiTags('attempts')
@ApiBearerAuth()
@ApiErrors({ 400: 'Invalid input', 403: 'Wrong role' })
@Controller()
export class AttemptsController {
  constructor(
    private readonly attempts: AttemptsService,
    private readonly answers: AnswersService,
  ) {}

  @Route.get(attemptRoutes.levels, AttemptLevelsResponse)
  @Roles('STUDENT')
  async levels(@CurrentUser() user: AuthUser): Promise<AttemptLevelsResponse> {
    return AttemptLevelsResponse.parse({ data: await this.attempts.levels(user) });
  }

  @Route.get(attemptRoutes.summary, StudentSummaryResponse)
  @Roles('STUDENT')
  async summary(@CurrentUser() user: AuthUser): Promise<StudentSummaryResponse> {
    return StudentSummaryResponse.parse({ data: await this.attempts.summary(user) });
  }

  @Post(attemptRoutes.collection)
  @Roles('STUDENT')
  @ApiResponse({ status: 201, description: 'Started', standardSchema: AttemptSessionResponse })
  @ApiResponse({
    status: 200,
    description: 'Already open: resumed',
    standardSchema: AttemptSessionResponse,
  })
  @ApiErrors({ 404: 'No such exam level' })
  async start(
    @CurrentUser() user: AuthUser,
    @Body({ schema: StartAttemptRequest }) body: StartAttemptRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AttemptSessionResponse> {
    const { created, session } = await this.attempts.start(user, body);
    response.status(created ? 201 : 200);
    return { data: session };
  }

  @Route.get(attemptRoutes.item, AttemptSessionResponse, { 404: '' })
  @Roles('STUDENT', 'ADMIN')
  async get(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') id: string,
  ): Promise<AttemptSessionResponse> {
    return { data: await this.attempts.view(user, id) };
  }

  @Route.put(attemptRoutes.answer, SavedAnswerResponse, {
    404: '',
    409: 'Submitted or out of time',
  })
  @Roles('STUDENT')
  async saveAnswer(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') session: string,
    @UuidParam('questionId') question: string,
    @Body({ schema: SaveAnswerRequest }) body: SaveAnswerRequest,
  ): Promise<SavedAnswerResponse> {
    const target = { sessionId: session, questionId: question };
    return { data: await this.answers.saveText(user, target, body.answerText) };
  }

  @Route.action(attemptRoutes.submit, AttemptSessionResponse, { 404: '', 409: 'Already submitted' })
  @Roles('STUDENT')
  async submit(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') id: string,
  ): Promise<AttemptSessionResponse> {
    return { data: await this.attempts.submit(user, id) };
  }
}
