import { Body, Controller, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  attemptRoutes,
  AttemptSessionResponse,
  ErrorResponse,
  OnBehalfUploadRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { AnswerImagesInterceptor } from './answer-images.interceptor.js';
import { OnBehalfService } from './on-behalf.service.js';

@ApiTags('attempts')
@ApiBearerAuth()
@Roles('ADMIN')
@Controller()
export class OnBehalfController {
  constructor(private readonly onBehalf: OnBehalfService) {}

  @Post(attemptRoutes.onBehalf)
  @ApiOperation({
    summary: "Upload a student's handwritten answer sheet and have it evaluated",
    description:
      'multipart/form-data: studentId, levelId, pages (a JSON list with the question id of each ' +
      'file, in order) and the `images` files. The session is created submitted and queued.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiResponse({ status: 201, standardSchema: AttemptSessionResponse })
  @ApiResponse({ status: 400, description: 'Invalid input', standardSchema: ErrorResponse })
  @ApiResponse({ status: 403, description: 'Not an admin', standardSchema: ErrorResponse })
  @ApiResponse({
    status: 404,
    description: 'No such student or level',
    standardSchema: ErrorResponse,
  })
  @ApiResponse({ status: 413, description: 'A file is too large', standardSchema: ErrorResponse })
  @UseInterceptors(AnswerImagesInterceptor('sheet'))
  async upload(
    @CurrentUser() user: AuthUser,
    @Body({ schema: OnBehalfUploadRequest }) body: OnBehalfUploadRequest,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
  ): Promise<AttemptSessionResponse> {
    return { data: await this.onBehalf.upload(user, body, files ?? []) };
  }
}
