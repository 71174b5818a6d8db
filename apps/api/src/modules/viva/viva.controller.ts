import { Body, Controller, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import {
  LevelVivasResponse,
  VIVA_RECORDING_FIELD,
  VIVA_RECORDING_MAX_BYTES,
  VivaAnswerBody,
  VivaAvailabilityResponse,
  VivaLevelSettings,
  VivaRecordingForm,
  VIVA_TURN_FIELD,
  vivaRoutes,
  VivaSessionResponse,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { AdminRoutes, ApiErrors, Route, UuidParam } from '../../common/http/api-decorators.js';
import { VivaService } from './viva.service.js';

/** What refuses an answer: the viva is over, its time is up, or another answer is being marked. */
const UNANSWERABLE = {
  404: 'No such viva of yours',
  409: 'The viva has ended, the time is up, or the question was already answered',
  503: 'The examiner model could not answer: try again',
};

/** A student practises a viva on a level a teacher opened. */
@ApiTags('viva')
@ApiBearerAuth()
@ApiErrors({ 400: 'Invalid input', 403: 'Students only' })
@Controller()
export class StudentVivaController {
  constructor(private readonly viva: VivaService) {}

  @Route.get(vivaRoutes.level, VivaAvailabilityResponse, { 404: 'No such exam level' })
  @Roles('STUDENT')
  availability(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
  ): Promise<VivaAvailabilityResponse> {
    return this.viva.availability(user, levelId);
  }

  @Post(vivaRoutes.start)
  @Roles('STUDENT')
  @ApiResponse({ status: 201, description: 'Started', standardSchema: VivaSessionResponse })
  @ApiResponse({
    status: 200,
    description: 'Unfinished: resumed',
    standardSchema: VivaSessionResponse,
  })
  @ApiErrors({ 404: 'No such exam level', 409: 'The paper has no questions' })
  async start(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<VivaSessionResponse> {
    const { created, session } = await this.viva.start(user, levelId);
    response.status(created ? 201 : 200);
    return session;
  }

  @Route.get(vivaRoutes.session, VivaSessionResponse, { 404: 'No such viva the caller may read' })
  @Roles('STUDENT', 'ADMIN')
  get(
    @CurrentUser() user: AuthUser,
    @UuidParam('vivaId') vivaId: string,
  ): Promise<VivaSessionResponse> {
    return this.viva.get(user, vivaId);
  }

  @Route.action(vivaRoutes.answer, VivaSessionResponse, UNANSWERABLE)
  @Roles('STUDENT')
  answer(
    @CurrentUser() user: AuthUser,
    @UuidParam('vivaId') vivaId: string,
    @Body({ schema: VivaAnswerBody }) body: VivaAnswerBody,
  ): Promise<VivaSessionResponse> {
    return this.viva.answer(user, vivaId, body);
  }

  @Route.action(vivaRoutes.recording, VivaSessionResponse, {
    ...UNANSWERABLE,
    409: 'No transcription model is configured, the viva has ended, or the time is up',
    413: 'The recording is too large',
  })
  @Roles('STUDENT')
  @ApiOperation({
    summary: 'Answer the asked question aloud',
    description:
      "The recording goes to the provider's transcription endpoint (OPENAI_TRANSCRIPTION_MODEL) " +
      'and is not stored; its words are marked as a typed answer is.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [VIVA_TURN_FIELD, VIVA_RECORDING_FIELD],
      properties: {
        [VIVA_TURN_FIELD]: { type: 'string', format: 'uuid' },
        [VIVA_RECORDING_FIELD]: { type: 'string', format: 'binary' },
      },
      example: {
        [VIVA_TURN_FIELD]: '6b5a4938-2716-4e5d-8c4b-3a2918070605',
        [VIVA_RECORDING_FIELD]: 'answer.webm',
      },
    },
  })
  @UseInterceptors(
    FileInterceptor(VIVA_RECORDING_FIELD, {
      limits: { fileSize: VIVA_RECORDING_MAX_BYTES, files: 1, fields: 5 },
    }),
  )
  recording(
    @CurrentUser() user: AuthUser,
    @UuidParam('vivaId') vivaId: string,
    @Body({ schema: VivaRecordingForm }) { turnId }: VivaRecordingForm,
    @UploadedFile() audio: Express.Multer.File | undefined,
  ): Promise<VivaSessionResponse> {
    return this.viva.recording(user, { vivaId, turnId }, audio);
  }
}

/** Teachers open viva practice on a level and see who practised and where they struggled. */
@AdminRoutes('viva', { 403: 'Admins only' })
@Controller()
export class VivaAdminController {
  constructor(private readonly viva: VivaService) {}

  @Route.get(vivaRoutes.levelSessions, LevelVivasResponse, { 404: 'No such level' })
  list(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
  ): Promise<LevelVivasResponse> {
    return this.viva.ofLevel(user, levelId);
  }

  @Route.put(vivaRoutes.level, LevelVivasResponse, { 404: 'No such level' })
  setLevel(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @Body({ schema: VivaLevelSettings }) body: VivaLevelSettings,
  ): Promise<LevelVivasResponse> {
    return this.viva.setLevel(user, levelId, body);
  }
}
