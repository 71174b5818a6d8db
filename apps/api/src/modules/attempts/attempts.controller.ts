import { Body, Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  attemptRoutes,
  AttemptLevelsResponse,
  AttemptSessionResponse,
  ErrorResponse,
  SaveAnswerRequest,
  SavedAnswerResponse,
  StartAttemptRequest,
  StudentSummaryResponse,
  uuidField,
} from '@markwise/contract';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { AnswersService } from './answers.service.js';
import { AttemptsService } from './attempts.service.js';

const sessionId = { schema: uuidField('sessionId') };
const questionId = { schema: uuidField('questionId') };

@ApiTags('attempts')
@ApiBearerAuth()
@ApiResponse({ status: 400, description: 'Invalid input', standardSchema: ErrorResponse })
@ApiResponse({ status: 403, description: 'Wrong role', standardSchema: ErrorResponse })
@Controller()
export class AttemptsController {
  constructor(
    private readonly attempts: AttemptsService,
    private readonly answers: AnswersService,
  ) {}

  @Get(attemptRoutes.levels)
  @Roles('STUDENT')
  @ApiResponse({ status: 200, standardSchema: AttemptLevelsResponse })
  async levels(@CurrentUser() user: AuthUser): Promise<AttemptLevelsResponse> {
    return AttemptLevelsResponse.parse({ data: await this.attempts.levels(user) });
  }

  @Get(attemptRoutes.summary)
  @Roles('STUDENT')
  @ApiResponse({ status: 200, standardSchema: StudentSummaryResponse })
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
  @ApiResponse({ status: 404, description: 'No such exam level', standardSchema: ErrorResponse })
  async start(
    @CurrentUser() user: AuthUser,
    @Body({ schema: StartAttemptRequest }) body: StartAttemptRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AttemptSessionResponse> {
    const { created, session } = await this.attempts.start(user, body);
    response.status(created ? 201 : 200);
    return { data: session };
  }

  @Get(attemptRoutes.item)
  @Roles('STUDENT', 'ADMIN')
  @ApiResponse({ status: 200, standardSchema: AttemptSessionResponse })
  @ApiResponse({ status: 404, standardSchema: ErrorResponse })
  async get(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', sessionId) id: string,
  ): Promise<AttemptSessionResponse> {
    return { data: await this.attempts.view(user, id) };
  }

  @Put(attemptRoutes.answer)
  @Roles('STUDENT')
  @ApiResponse({ status: 200, standardSchema: SavedAnswerResponse })
  @ApiResponse({ status: 404, standardSchema: ErrorResponse })
  @ApiResponse({
    status: 409,
    description: 'Submitted or out of time',
    standardSchema: ErrorResponse,
  })
  async saveAnswer(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', sessionId) session: string,
    @Param('questionId', questionId) question: string,
    @Body({ schema: SaveAnswerRequest }) body: SaveAnswerRequest,
  ): Promise<SavedAnswerResponse> {
    const target = { sessionId: session, questionId: question };
    return { data: await this.answers.saveText(user, target, body.answerText) };
  }

  @Post(attemptRoutes.submit)
  @Roles('STUDENT')
  @HttpCode(200)
  @ApiResponse({ status: 200, standardSchema: AttemptSessionResponse })
  @ApiResponse({ status: 404, standardSchema: ErrorResponse })
  @ApiResponse({ status: 409, description: 'Already submitted', standardSchema: ErrorResponse })
  async submit(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', sessionId) id: string,
  ): Promise<AttemptSessionResponse> {
    return { data: await this.attempts.submit(user, id) };
  }
}
