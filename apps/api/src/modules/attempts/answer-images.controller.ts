import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  Query,
  StreamableFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  ANSWER_IMAGE_FIELD,
  AnswerImageQuery,
  attemptRoutes,
  ReorderAnswerImagesRequest,
  SavedAnswerResponse,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { ApiErrors, Route, UuidParam } from '../../common/http/api-decorators.js';
import { UPLOADED_FILE_CSP } from '../uploads/upload-storage.service.js';
import { AnswerImageAccessService } from './answer-image-access.service.js';
import { AnswerImagesInterceptor } from './answer-images.interceptor.js';
import { AnswersService } from './answers.service.js';

/** The multipart body of an upload: only files. */
export const IMAGES_BODY = {
  schema: {
    type: 'object',
    required: [ANSWER_IMAGE_FIELD],
    properties: {
      [ANSWER_IMAGE_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' } },
    },
    example: { [ANSWER_IMAGE_FIELD]: ['page-1.jpg', 'page-2.jpg'] },
  },
};

/** What refuses a change to the images: the attempt is no longer open. */
const UNWRITABLE = { 409: 'Submitted or out of time' };

@ApiTags('attempts')
@ApiBearerAuth()
@ApiErrors({ 400: 'Invalid input', 404: '' })
@Controller()
export class AnswerImagesController {
  constructor(
    private readonly answers: AnswersService,
    private readonly access: AnswerImageAccessService,
  ) {}

  @Route.post(attemptRoutes.answerImages, SavedAnswerResponse, {
    ...UNWRITABLE,
    413: 'A file is too large',
  })
  @Roles('STUDENT')
  @ApiOperation({
    summary: 'Add photos of handwritten pages to an answer',
    description:
      'JPEG, PNG or WebP, checked by content and re-encoded (EXIF, GPS included, removed); at ' +
      'most 50 megapixels, ANSWER_IMAGES_MAX pages per answer and ANSWER_IMAGE_MAX_BYTES per ' +
      'file. HEIC is refused. A bad file refuses the whole request.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGES_BODY)
  @UseInterceptors(AnswerImagesInterceptor('answer'))
  async add(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') session: string,
    @UuidParam('questionId') question: string,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
  ): Promise<SavedAnswerResponse> {
    const target = { sessionId: session, questionId: question };
    return { data: await this.answers.addImages(user, target, files ?? []) };
  }

  @Route.put(attemptRoutes.answerImageOrder, SavedAnswerResponse, UNWRITABLE)
  @Roles('STUDENT')
  async reorder(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') session: string,
    @UuidParam('questionId') question: string,
    @Body({ schema: ReorderAnswerImagesRequest }) body: ReorderAnswerImagesRequest,
  ): Promise<SavedAnswerResponse> {
    const target = { sessionId: session, questionId: question };
    return { data: await this.answers.reorderImages(user, target, body.imageIds) };
  }

  @Route.deleteWithBody(attemptRoutes.answerImage, SavedAnswerResponse, UNWRITABLE)
  @Roles('STUDENT')
  async remove(
    @CurrentUser() user: AuthUser,
    @UuidParam('sessionId') session: string,
    @UuidParam('questionId') question: string,
    @UuidParam('imageId') image: string,
  ): Promise<SavedAnswerResponse> {
    const target = { sessionId: session, questionId: question };
    return { data: await this.answers.removeImage(user, target, image) };
  }

  /**
   * Public to the global guard only because an <img> cannot send a bearer header: the service
   * requires either the bearer token of the owner or an admin, or a valid signature.
   */
  @Get(attemptRoutes.answerImage)
  @Public()
  @ApiOperation({
    summary: 'The bytes of an answer photo',
    description:
      'With a bearer token (the owning student or an admin of the institution), or without one ' +
      'through the signed `url` of the session view (`exp` and `sig`, valid 15 minutes).',
  })
  // HEIC only for photos stored before it was refused.
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif')
  @ApiResponse({
    status: 200,
    description: 'The image',
    content: {
      'image/*': { schema: { type: 'string', format: 'binary', example: '(the image bytes)' } },
    },
  })
  @ApiErrors({ 401: 'No token and no signature', 403: 'Bad or expired signature' })
  @Header('Cache-Control', 'private, max-age=900')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', UPLOADED_FILE_CSP)
  async read(
    @UuidParam('sessionId') session: string,
    @UuidParam('questionId') question: string,
    @UuidParam('imageId') image: string,
    @Query({ schema: AnswerImageQuery }) query: AnswerImageQuery,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<StreamableFile> {
    const ref = { sessionId: session, questionId: question, imageId: image };
    const file = await this.access.read(ref, query, authorization);
    return new StreamableFile(file.bytes, {
      type: file.mimeType,
      disposition: `inline; filename="${file.fileName}"`,
      length: file.bytes.length,
    });
  }
}
