import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  CreateQuestionPaperRequest,
  ErrorResponse,
  QuestionPaperResponse,
  QuestionPapersQuery,
  QuestionPapersResponse,
  QuestionPaperWriteResponse,
  UpdateQuestionPaperRequest,
  uuidField,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, MaybeUser, OptionalAuth, Roles } from '../../common/auth/decorators.js';
import { QuestionPapersService } from './question-papers.service.js';

const PaperId = uuidField('id');

/**
 * Visitors without a token see only public past papers; students see their institution's
 * published papers without model answers or rubrics until the key is released; admins see all.
 */
@ApiTags('question-papers')
@ApiBearerAuth()
@ApiResponse({ status: 400, description: 'Invalid input', standardSchema: ErrorResponse })
@ApiResponse({ status: 401, description: 'Not logged in', standardSchema: ErrorResponse })
@Controller()
export class QuestionPapersController {
  constructor(private readonly papers: QuestionPapersService) {}

  @OptionalAuth()
  @ApiSecurity({})
  @Get(apiRoutes.questionPapers.collection)
  @ApiResponse({ status: 200, standardSchema: QuestionPapersResponse })
  list(
    @MaybeUser() user: AuthUser | undefined,
    @Query({ schema: QuestionPapersQuery }) query: QuestionPapersQuery,
  ) {
    return this.papers.list(user, query);
  }

  @Get(apiRoutes.questionPapers.item)
  @ApiResponse({ status: 200, standardSchema: QuestionPaperResponse })
  @ApiResponse({ status: 404, description: 'No such paper', standardSchema: ErrorResponse })
  @OptionalAuth()
  @ApiSecurity({})
  get(@MaybeUser() user: AuthUser | undefined, @Param('id', { schema: PaperId }) id: string) {
    return this.papers.get(user, id);
  }

  @Roles('ADMIN')
  @Post(apiRoutes.questionPapers.collection)
  @ApiResponse({ status: 201, standardSchema: QuestionPaperWriteResponse })
  @ApiResponse({ status: 403, description: 'Not an admin', standardSchema: ErrorResponse })
  @ApiResponse({
    status: 404,
    description: 'No such subject or exam',
    standardSchema: ErrorResponse,
  })
  create(
    @CurrentUser() user: AuthUser,
    @Body({ schema: CreateQuestionPaperRequest }) body: CreateQuestionPaperRequest,
  ) {
    return this.papers.create(user, body);
  }

  @Roles('ADMIN')
  @Patch(apiRoutes.questionPapers.item)
  @ApiResponse({ status: 200, standardSchema: QuestionPaperWriteResponse })
  @ApiResponse({ status: 403, description: 'Not an admin', standardSchema: ErrorResponse })
  @ApiResponse({ status: 404, description: 'No such paper', standardSchema: ErrorResponse })
  @ApiResponse({ status: 409, description: 'Already attempted', standardSchema: ErrorResponse })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', { schema: PaperId }) id: string,
    @Body({ schema: UpdateQuestionPaperRequest }) body: UpdateQuestionPaperRequest,
  ) {
    return this.papers.update(user, id, body);
  }

  @Roles('ADMIN')
  @Delete(apiRoutes.questionPapers.item)
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Deleted with its questions' })
  @ApiResponse({ status: 403, description: 'Not an admin', standardSchema: ErrorResponse })
  @ApiResponse({ status: 404, description: 'No such paper', standardSchema: ErrorResponse })
  @ApiResponse({
    status: 409,
    description: 'Attempted, or used by a level',
    standardSchema: ErrorResponse,
  })
  async delete(@CurrentUser() user: AuthUser, @Param('id', { schema: PaperId }) id: string) {
    await this.papers.delete(user, id);
  }
}
