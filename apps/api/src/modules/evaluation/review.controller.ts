import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  ErrorResponse,
  OptionalApplyReEvaluationRequest,
  ApplyReEvaluationResponse,
  ReEvaluationResponse,
  ReleaseSessionResponse,
  ReviewDecisionRequest,
  ReviewDecisionResponse,
  ReviewListQuery,
  ReviewListResponse,
  reviewRoutes,
  uuidField,
  type ApplyReEvaluationRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ReEvaluationService } from './re-evaluation.service.js';
import { ReviewService } from './review.service.js';

@ApiTags('review')
@ApiBearerAuth()
@Roles('ADMIN')
@ApiResponse({ status: 400, description: 'Invalid input', standardSchema: ErrorResponse })
@ApiResponse({ status: 403, description: 'Admins only', standardSchema: ErrorResponse })
@Controller()
export class ReviewController {
  constructor(
    private readonly review: ReviewService,
    private readonly reEvaluation: ReEvaluationService,
  ) {}

  @Get(reviewRoutes.levelReviews)
  @ApiResponse({ status: 200, standardSchema: ReviewListResponse })
  @ApiResponse({ status: 404, description: 'No such level', standardSchema: ErrorResponse })
  list(
    @CurrentUser() user: AuthUser,
    @Param('levelId', { schema: uuidField('levelId') }) levelId: string,
    @Query({ schema: ReviewListQuery }) query: ReviewListQuery,
  ): Promise<ReviewListResponse> {
    return this.review.list(user, levelId, query);
  }

  @Post(reviewRoutes.decide)
  @HttpCode(200)
  @ApiResponse({ status: 200, standardSchema: ReviewDecisionResponse })
  @ApiResponse({
    status: 404,
    description: 'No such session or question',
    standardSchema: ErrorResponse,
  })
  @ApiResponse({
    status: 409,
    description: 'Not in review, or the answer is decided or released already',
    standardSchema: ErrorResponse,
  })
  decide(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', { schema: uuidField('sessionId') }) sessionId: string,
    @Param('questionId', { schema: uuidField('questionId') }) questionId: string,
    @Body({ schema: ReviewDecisionRequest }) body: ReviewDecisionRequest,
  ): Promise<ReviewDecisionResponse> {
    return this.review.decide(user, { sessionId, questionId }, body);
  }

  @Post(reviewRoutes.release)
  @HttpCode(200)
  @ApiResponse({ status: 200, standardSchema: ReleaseSessionResponse })
  @ApiResponse({ status: 404, description: 'No such session', standardSchema: ErrorResponse })
  @ApiResponse({
    status: 409,
    description: 'Not in review, or answers still need a decision',
    standardSchema: ErrorResponse,
  })
  release(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', { schema: uuidField('sessionId') }) sessionId: string,
  ): Promise<ReleaseSessionResponse> {
    return this.review.release(user, sessionId);
  }

  @Get(reviewRoutes.reEvaluation)
  @ApiResponse({ status: 200, standardSchema: ReEvaluationResponse })
  @ApiResponse({ status: 404, description: 'No such session', standardSchema: ErrorResponse })
  proposals(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', { schema: uuidField('sessionId') }) sessionId: string,
  ): Promise<ReEvaluationResponse> {
    return this.reEvaluation.proposals(user, sessionId);
  }

  @Post(reviewRoutes.applyReEvaluation)
  @HttpCode(200)
  @ApiResponse({ status: 200, standardSchema: ApplyReEvaluationResponse })
  @ApiResponse({ status: 404, description: 'No such session', standardSchema: ErrorResponse })
  @ApiResponse({
    status: 409,
    description: 'A run is still going, or there is no proposal to apply',
    standardSchema: ErrorResponse,
  })
  apply(
    @CurrentUser() user: AuthUser,
    @Param('sessionId', { schema: uuidField('sessionId') }) sessionId: string,
    @Body({ schema: OptionalApplyReEvaluationRequest }) body: ApplyReEvaluationRequest | undefined,
  ): Promise<ApplyReEvaluationResponse> {
    return this.reEvaluation.apply(user, sessionId, body ?? {});
  }
}
