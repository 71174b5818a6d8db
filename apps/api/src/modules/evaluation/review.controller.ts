import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import {
  OptionalApplyReEvaluationRequest,
  ApplyReEvaluationResponse,
  CorrectTranscriptionRequest,
  CorrectTranscriptionResponse,
  GroupDecisionRequest,
  GroupDecisionResponse,
  ReEvaluationResponse,
  ReleaseLevelRequest,
  ReleaseLevelResponse,
  ReleaseSessionResponse,
  ReviewDecisionRequest,
  ReviewDecisionResponse,
  ReviewGroupsQuery,
  ReviewGroupsResponse,
  ReviewListQuery,
  ReviewListResponse,
  reviewRoutes,
  RubricChangePreviewResponse,
  RubricChangeRequest,
  RubricChangeResponse,
  type ApplyReEvaluationRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, ApiErrors, UuidParam } from '../../common/http/api-decorators.js';
import { ReEvaluationService } from './re-evaluation.service.js';
import { ReviewGroups } from './review-groups.service.js';
import { ReviewService } from './review.service.js';
import { RubricChange } from './rubric-change.service.js';
import { TranscriptionCorrection } from './transcription-correction.service.js';

@AdminRoutes('review', { 403: 'Admins only' })
@Controller()
export class ReviewController {
  constructor(
    private readonly review: ReviewService,
    private readonly reEvaluation: ReEvaluationService,
    private readonly transcriptions: TranscriptionCorrection,
    private readonly groupsOf: ReviewGroups,
    private readonly rubrics: RubricChange,
  ) {}

  @Get(reviewRoutes.levelReviews)
  @ApiResponse({ status: 200, standardSchema: ReviewListResponse })
  @ApiErrors({ 404: 'No such level' })
  list(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @Query({ schema: ReviewListQuery }) query: ReviewListQuery,
  ): Promise<ReviewListResponse> {
    return this.review.list(user, levelId, query);
  }

  @Get(reviewRoutes.groups)
  @ApiResponse({ status: 200, standardSchema: ReviewGroupsResponse })
  @ApiErrors({ 404: 'No such level' })
  groups(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @Query({ schema: ReviewGroupsQuery }) query: ReviewGroupsQuery,
  ): Promise<ReviewGroupsResponse> {
    return this.groupsOf.groups(user, levelId, query);
  }

  @Post(reviewRoutes.groupDecision)
  @HttpCode(200)
  @ApiResponse({ status: 200, standardSchema: GroupDecisionResponse })
  @ApiErrors({
    404: 'No such level',
    409: 'Some of the answers no longer wait for a decision; nothing was saved',
  })
  decideGroup(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @Body({ schema: GroupDecisionRequest }) body: GroupDecisionRequest,
  ): Promise<GroupDecisionResponse> {
    return this.groupsOf.decide(user, levelId, body);
  }

  @Post(reviewRoutes.decide)
  @HttpCode(200)
  @ApiResponse({ status: 200, standardSchema: ReviewDecisionResponse })
  @ApiErrors({
    404: 'No such session or question',
    409: 'Not in review, or the answer is decided or released already',
  })
  decide(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') sessionId: string,
    @UuidParam('questionId') questionId: string,
    @Body({ schema: ReviewDecisionRequest }) body: ReviewDecisionRequest,
  ): Promise<ReviewDecisionResponse> {
    return this.review.decide(user, { sessionId, questionId }, body);
  }

  @Post(reviewRoutes.rubricPreview)
  @HttpCode(200)
  @ApiResponse({ status: 200, standardSchema: RubricChangePreviewResponse })
  @ApiErrors({ 404: 'No such question' })
  previewRubric(
    @CurrentUser() user: AuthUser,
    @UuidParam('questionId') questionId: string,
    @Body({ schema: RubricChangeRequest }) body: RubricChangeRequest,
  ): Promise<RubricChangePreviewResponse> {
    return this.rubrics.preview(user, questionId, body);
  }

  @Put(reviewRoutes.rubric)
  @ApiResponse({ status: 200, standardSchema: RubricChangeResponse })
  @ApiErrors({ 404: 'No such question' })
  changeRubric(
    @CurrentUser() user: AuthUser,
    @UuidParam('questionId') questionId: string,
    @Body({ schema: RubricChangeRequest }) body: RubricChangeRequest,
  ): Promise<RubricChangeResponse> {
    return this.rubrics.change(user, questionId, body);
  }

  @Put(reviewRoutes.transcription)
  @ApiResponse({ status: 200, standardSchema: CorrectTranscriptionResponse })
  @ApiErrors({
    404: 'No such session or question',
    409: 'Not in review, no photographed pages, or the answer is decided or released already',
  })
  correctTranscription(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') sessionId: string,
    @UuidParam('questionId') questionId: string,
    @Body({ schema: CorrectTranscriptionRequest }) body: CorrectTranscriptionRequest,
  ): Promise<CorrectTranscriptionResponse> {
    return this.transcriptions.correct(user, { sessionId, questionId }, body);
  }

  @Post(reviewRoutes.release)
  @HttpCode(200)
  @ApiResponse({ status: 200, standardSchema: ReleaseSessionResponse })
  @ApiErrors({ 404: 'No such session', 409: 'Not in review, or answers still need a decision' })
  release(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') sessionId: string,
  ): Promise<ReleaseSessionResponse> {
    return this.review.release(user, sessionId);
  }

  @Post(reviewRoutes.releaseLevel)
  @HttpCode(200)
  @ApiResponse({ status: 200, standardSchema: ReleaseLevelResponse })
  @ApiErrors({ 404: 'No such level' })
  releaseLevel(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @Body({ schema: ReleaseLevelRequest }) body: ReleaseLevelRequest,
  ): Promise<ReleaseLevelResponse> {
    return this.review.releaseLevel(user, levelId, body);
  }

  @Get(reviewRoutes.reEvaluation)
  @ApiResponse({ status: 200, standardSchema: ReEvaluationResponse })
  @ApiErrors({ 404: 'No such session' })
  proposals(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') sessionId: string,
  ): Promise<ReEvaluationResponse> {
    return this.reEvaluation.proposals(user, sessionId);
  }

  @Post(reviewRoutes.applyReEvaluation)
  @HttpCode(200)
  @ApiResponse({ status: 200, standardSchema: ApplyReEvaluationResponse })
  @ApiErrors({
    404: 'No such session',
    409: 'A run is still going, or there is no proposal to apply',
  })
  apply(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') sessionId: string,
    @Body({ schema: OptionalApplyReEvaluationRequest }) body: ApplyReEvaluationRequest | undefined,
  ): Promise<ApplyReEvaluationResponse> {
    return this.reEvaluation.apply(user, sessionId, body ?? {});
  }
}
