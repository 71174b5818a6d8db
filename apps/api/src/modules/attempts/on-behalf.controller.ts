import { Body, Controller, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation } from '@nestjs/swagger';
import {
  attemptRoutes,
  AttemptSessionResponse,
  OnBehalfLevelsResponse,
  OnBehalfUploadRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, Route } from '../../common/http/api-decorators.js';
import { AnswerImagesInterceptor } from './answer-images.interceptor.js';
import { OnBehalfService } from './on-behalf.service.js';

@AdminRoutes('attempts')
@Controller()
export class OnBehalfController {
  constructor(private readonly onBehalf: OnBehalfService) {}

  @Route.get(attemptRoutes.onBehalfLevels, OnBehalfLevelsResponse)
  @ApiOperation({ summary: "The exam levels a student's answer sheet may be uploaded for" })
  async levels(@CurrentUser() user: AuthUser): Promise<OnBehalfLevelsResponse> {
    return { data: await this.onBehalf.sittableLevels(user) };
  }

  @Route.post(attemptRoutes.onBehalf, AttemptSessionResponse, {
    404: 'No such student or level',
    413: 'A file is too large',
  })
  @ApiOperation({
    summary: "Upload a student's handwritten answer sheet and have it evaluated",
    description:
      'multipart/form-data: studentId, levelId, pages (a JSON list with the question id of each ' +
      'file, in order) and the `images` files. The session is created submitted and queued.',
  })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(AnswerImagesInterceptor('sheet'))
  async upload(
    @CurrentUser() user: AuthUser,
    @Body({ schema: OnBehalfUploadRequest }) body: OnBehalfUploadRequest,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
  ): Promise<AttemptSessionResponse> {
    return { data: await this.onBehalf.upload(user, body, files ?? []) };
  }
}
