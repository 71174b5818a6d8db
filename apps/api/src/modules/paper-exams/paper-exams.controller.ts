import {
  Body,
  Controller,
  Get,
  Header,
  Query,
  StreamableFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiProduces, ApiResponse } from '@nestjs/swagger';
import {
  AssignScanPageRequest,
  BookletResponse,
  BookletsResponse,
  BookletStudentRequest,
  paperExamRoutes,
  PrintBookletsRequest,
  PrintBookletsResponse,
  ScanBatchesResponse,
  ScanBatchResponse,
  ScanPageResponse,
  ScanPagesQuery,
  ScanPagesResponse,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, Route, UuidParam } from '../../common/http/api-decorators.js';
import { BookletPrinting } from './booklet-printing.service.js';
import { PageMatching } from './page-matching.service.js';
import { ScanFilesInterceptor } from './scan-files.interceptor.js';
import { ScanUploads } from './scan-uploads.service.js';

const NOT_SUBMITTED = { 409: 'The booklet has already become an attempt' };

@AdminRoutes('paper-exams', { 404: 'No such level, booklet or page in your institution' })
@Controller()
export class PaperExamsController {
  constructor(
    private readonly printing: BookletPrinting,
    private readonly uploads: ScanUploads,
    private readonly matching: PageMatching,
  ) {}

  @Route.post(paperExamRoutes.booklets, PrintBookletsResponse)
  @ApiOperation({
    summary: 'Print answer booklets for an exam level',
    description:
      'One booklet per student named, per active student of `className`, and `anonymous` more ' +
      'to be tied to a student when scanned. Numbered in the institution; the PDF is at ' +
      '/booklet-prints/{printId}/pdf.',
  })
  async print(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @Body({ schema: PrintBookletsRequest }) body: PrintBookletsRequest,
  ): Promise<PrintBookletsResponse> {
    const parsed = PrintBookletsRequest.parse(body);
    return { data: await this.printing.print(user, levelId, parsed) };
  }

  @Get(paperExamRoutes.printPdf)
  @ApiOperation({ summary: 'The PDF of a print of answer booklets (a class set in one file)' })
  @ApiProduces('application/pdf')
  @ApiResponse({
    status: 200,
    description: 'The booklets, as an attachment',
    content: {
      'application/pdf': {
        schema: { type: 'string', format: 'binary', example: '(the PDF bytes)' },
      },
    },
  })
  @Header('Cache-Control', 'no-store')
  async pdf(
    @CurrentUser() user: AuthUser,
    @UuidParam('printId') printId: string,
  ): Promise<StreamableFile> {
    const file = await this.printing.pdf(user, printId);
    return new StreamableFile(file.bytes, {
      type: 'application/pdf',
      disposition: `attachment; filename="${file.fileName}"`,
      length: file.bytes.length,
    });
  }

  @Route.get(paperExamRoutes.booklets, BookletsResponse)
  @ApiOperation({ summary: "The level's booklets: pages scanned, pages missing, and state" })
  async booklets(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
  ): Promise<BookletsResponse> {
    return { data: await this.matching.bookletsOn(user, levelId) };
  }

  @Route.post(paperExamRoutes.scans, ScanBatchResponse, { 413: 'A file is too large' })
  @ApiOperation({
    summary: "Upload a class's scanned booklets",
    description:
      "multipart/form-data `files`: PDFs (a scanner's multi-page file) or photos. Read in the " +
      'queue: each page is turned upright by its code, checked for blur, darkness and cut-off ' +
      'edges, and placed in its booklet; follow `pagesRead` of /levels/{levelId}/scans.',
  })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(ScanFilesInterceptor)
  async upload(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
  ): Promise<ScanBatchResponse> {
    const uploaded = (files ?? []).map((file) => ({ bytes: file.buffer, name: file.originalname }));
    return { data: await this.uploads.upload(user, levelId, uploaded) };
  }

  @Route.get(paperExamRoutes.scans, ScanBatchesResponse)
  @ApiOperation({ summary: "The level's scan uploads and how far each has been read" })
  async scans(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
  ): Promise<ScanBatchesResponse> {
    return { data: await this.uploads.batches(user, levelId) };
  }

  @Route.get(paperExamRoutes.pages, ScanPagesResponse)
  @ApiOperation({
    summary: "The level's scanned pages",
    description:
      '`filter=attention` (default): pages not placed (no code, a forged code, another exam, a ' +
      'duplicate) and placed pages with a scan problem; `all`: every page.',
  })
  async pages(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @Query({ schema: ScanPagesQuery }) query: ScanPagesQuery,
  ): Promise<ScanPagesResponse> {
    return { data: await this.matching.pagesOn(user, levelId, query.filter) };
  }

  @Route.action(paperExamRoutes.assignPage, ScanPageResponse, NOT_SUBMITTED)
  @ApiOperation({ summary: 'Put a scanned page in a booklet at a page number' })
  async assign(
    @CurrentUser() user: AuthUser,
    @UuidParam('pageId') pageId: string,
    @Body({ schema: AssignScanPageRequest }) body: AssignScanPageRequest,
  ): Promise<ScanPageResponse> {
    return { data: await this.matching.assign(user, pageId, body) };
  }

  @Route.action(paperExamRoutes.discardPage, ScanPageResponse, NOT_SUBMITTED)
  @ApiOperation({ summary: 'Set a scanned page aside (a duplicate, a blank sheet)' })
  async discard(
    @CurrentUser() user: AuthUser,
    @UuidParam('pageId') pageId: string,
  ): Promise<ScanPageResponse> {
    return { data: await this.matching.discard(user, pageId) };
  }

  @Route.action(paperExamRoutes.bookletStudent, BookletResponse, NOT_SUBMITTED)
  @ApiOperation({ summary: 'Tie an anonymous booklet to the student who wrote it' })
  async tieStudent(
    @CurrentUser() user: AuthUser,
    @UuidParam('bookletId') bookletId: string,
    @Body({ schema: BookletStudentRequest }) body: BookletStudentRequest,
  ): Promise<BookletResponse> {
    return { data: await this.matching.tieStudent(user, bookletId, body.studentId) };
  }

  @Route.action(paperExamRoutes.markIncomplete, BookletResponse, NOT_SUBMITTED)
  @ApiOperation({
    summary: 'Mark a booklet without its missing pages',
    description: 'Its answers go to review with the missing pages named.',
  })
  async markIncomplete(
    @CurrentUser() user: AuthUser,
    @UuidParam('bookletId') bookletId: string,
  ): Promise<BookletResponse> {
    return { data: await this.matching.markIncomplete(user, bookletId) };
  }
}
