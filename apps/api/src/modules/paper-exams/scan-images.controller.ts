import { Controller, Get, Header, Headers, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AnswerImageQuery, paperExamRoutes } from '@markwise/contract';
import { Public } from '../../common/auth/decorators.js';
import { ApiErrors, UuidParam } from '../../common/http/api-decorators.js';
import { UPLOADED_FILE_CSP } from '../uploads/upload-storage.service.js';
import { ScanImageAccess } from './scan-image-access.service.js';

@ApiTags('paper-exams')
@ApiBearerAuth()
@ApiErrors({ 400: 'Invalid input', 404: '' })
@Controller()
export class ScanImagesController {
  constructor(private readonly access: ScanImageAccess) {}

  /**
   * Public to the global guard only because an <img> cannot send a bearer header: the service
   * requires an admin's bearer token or a valid signature.
   */
  @Get(paperExamRoutes.pageImage)
  @Public()
  @ApiOperation({
    summary: "A scanned page's image, upright",
    description:
      'With an admin bearer token of the institution, or without one through the signed ' +
      '`imageUrl` of the page list (`exp` and `sig`, valid 15 minutes).',
  })
  @ApiProduces('image/png')
  @ApiResponse({
    status: 200,
    description: 'The page',
    content: {
      'image/png': { schema: { type: 'string', format: 'binary', example: '(the image bytes)' } },
    },
  })
  @ApiErrors({ 401: 'No token and no signature', 403: 'Bad or expired signature, or not an admin' })
  @Header('Cache-Control', 'private, max-age=900')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', UPLOADED_FILE_CSP)
  async image(
    @UuidParam('pageId') pageId: string,
    @Query({ schema: AnswerImageQuery }) query: AnswerImageQuery,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<StreamableFile> {
    const bytes = await this.access.read(pageId, query, authorization);
    return new StreamableFile(bytes, { type: 'image/png', length: bytes.length });
  }
}
