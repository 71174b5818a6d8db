import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AnswerImageQuery, paperExamRoutes } from '@markwise/contract';
import { Public } from '../../common/auth/decorators.js';
import { forbidden, notFound } from '../../common/errors/domain-errors.js';
import { ApiErrors, UuidParam } from '../../common/http/api-decorators.js';
import { ScansRepository } from '../../data/paper-exams/scans.repository.js';
import { SYSTEM_SCOPE } from '../../data/scope.js';
import { UPLOADED_FILE_CSP } from '../uploads/upload-storage.service.js';
import { ScanFiles } from './scan-files.js';
import { ScanPageUrls } from './scan-page-urls.js';

/**
 * A scanned page's image. Public to the global guard only because an <img> cannot send a bearer
 * header: a valid signature (made for an admin's page list) is required.
 */
@ApiTags('paper-exams')
@ApiErrors({ 403: 'Bad or expired signature', 404: '' })
@Controller()
export class ScanImagesController {
  constructor(
    private readonly scans: ScansRepository,
    private readonly files: ScanFiles,
    private readonly urls: ScanPageUrls,
  ) {}

  @Get(paperExamRoutes.pageImage)
  @Public()
  @ApiOperation({ summary: "A scanned page's image, through the signed `imageUrl` of its page" })
  @ApiProduces('image/png')
  @ApiResponse({
    status: 200,
    description: 'The page, upright',
    content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
  })
  @Header('Cache-Control', 'private, max-age=900')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', UPLOADED_FILE_CSP)
  async image(
    @UuidParam('pageId') pageId: string,
    @Query({ schema: AnswerImageQuery }) query: AnswerImageQuery,
  ): Promise<StreamableFile> {
    if (query.exp === undefined || query.sig === undefined) {
      throw forbidden('This image link is invalid or has expired');
    }
    if (!this.urls.verify(pageId, query.exp, query.sig)) {
      throw forbidden('This image link is invalid or has expired');
    }
    const key = await this.scans.imageKeyOf(SYSTEM_SCOPE, pageId);
    const bytes = key ? await this.files.readPage(key) : undefined;
    if (!bytes) throw notFound('Image not found');
    return new StreamableFile(bytes, { type: 'image/png', length: bytes.length });
  }
}
