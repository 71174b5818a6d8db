import { Body, Controller, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  CreateQuestionPaperRequest,
  QuestionPaperResponse,
  QuestionPapersQuery,
  QuestionPapersResponse,
  QuestionPaperWriteResponse,
  UpdateQuestionPaperRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, MaybeUser, OptionalAuth, Roles } from '../../common/auth/decorators.js';
import { ApiErrors, Route, UuidParam } from '../../common/http/api-decorators.js';
import { QuestionPapersService } from './question-papers.service.js';

/**
 * Visitors without a token see only public past papers; students see their institution's
 * published papers without model answers or rubrics until the key is released; admins see all.
 */
@ApiTags('question-papers')
@ApiBearerAuth()
@ApiErrors({ 400: 'Invalid input', 401: 'Not logged in' })
@Controller()
export class QuestionPapersController {
  constructor(private readonly papers: QuestionPapersService) {}

  @OptionalAuth()
  @ApiSecurity({})
  @Route.get(apiRoutes.questionPapers.collection, QuestionPapersResponse)
  list(
    @MaybeUser() user: AuthUser | undefined,
    @Query({ schema: QuestionPapersQuery }) query: QuestionPapersQuery,
  ) {
    return this.papers.list(user, query);
  }

  @Route.get(apiRoutes.questionPapers.item, QuestionPaperResponse, { 404: 'No such paper' })
  @OptionalAuth()
  @ApiSecurity({})
  get(@MaybeUser() user: AuthUser | undefined, @UuidParam('id') id: string) {
    return this.papers.get(user, id);
  }

  @Roles('ADMIN')
  @Route.post(apiRoutes.questionPapers.collection, QuestionPaperWriteResponse, {
    403: 'Not an admin',
    404: 'No such subject or exam',
  })
  create(
    @CurrentUser() user: AuthUser,
    @Body({ schema: CreateQuestionPaperRequest }) body: CreateQuestionPaperRequest,
  ) {
    return this.papers.create(user, body);
  }

  @Roles('ADMIN')
  @Route.patch(apiRoutes.questionPapers.item, QuestionPaperWriteResponse, {
    403: 'Not an admin',
    404: 'No such paper',
    409: 'Already attempted',
  })
  update(
    @CurrentUser() user: AuthUser,
    @UuidParam('id') id: string,
    @Body({ schema: UpdateQuestionPaperRequest }) body: UpdateQuestionPaperRequest,
  ) {
    return this.papers.update(user, id, body);
  }

  @Roles('ADMIN')
  @Route.delete(apiRoutes.questionPapers.item, 'Deleted with its questions', {
    403: 'Not an admin',
    404: 'No such paper',
    409: 'Attempted, or used by a level',
  })
  async delete(@CurrentUser() user: AuthUser, @UuidParam('id') id: string) {
    await this.papers.delete(user, id);
  }
}
