import {
  Body,
  Controller,
  HttpCode,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  AGREEMENT_HEADER,
  BULK_CSV_MAX_BYTES,
  BulkMarkingFields,
  BulkMarkingQuery,
  BulkMarkingResponse,
  evaluationRoutes,
} from '@markwise/contract';
import type { Response } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { DomainError, invalid } from '../../common/errors/domain-errors.js';
import { ApiErrors } from '../../common/http/api-decorators.js';
import { BulkMarkingService } from './bulk-marking.service.js';

/**
 * JSON a header can carry: the teacher column is named by the file, in any script, and a header
 * value with characters past U+00FF throws (a 500); \u escapes keep the same JSON.
 */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Aborts when the connection closes before the answer is sent: nobody is waiting for it. */
function clientGone(response: Response): AbortSignal {
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) {
      controller.abort(new DomainError('unavailable', 'The client went away; marking stopped'));
    }
  });
  return controller.signal;
}

@ApiTags('evaluation')
@ApiBearerAuth()
@Roles('ADMIN')
@Controller()
export class BulkMarkingController {
  constructor(private readonly bulk: BulkMarkingService) {}

  /**
   * The marked CSV as an attachment (agreement in a header), or `?format=json`. With an LLM
   * evaluator, a first request answers how many calls the file needs; `confirmCalls` starts them.
   */
  @Post(evaluationRoutes.bulk)
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiProduces('text/csv', 'application/json')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary' },
        teacherColumn: { type: 'string' },
      },
    },
  })
  @ApiResponse({ status: 200, standardSchema: BulkMarkingResponse, description: 'format=json' })
  @ApiErrors({
    400: 'Missing columns or bad values; with an LLM evaluator, confirmCalls missing or not the number of calls the file needs',
    403: 'Admins only',
    413: 'File larger than 5 MB, or more rows than BULK_MARKING_MAX_ROWS (default 5,000)',
    429: 'Other files are being marked or waiting',
  })
  @UseInterceptors(
    FileInterceptor('file', { limits: { fileSize: BULK_CSV_MAX_BYTES, files: 1, fields: 5 } }),
  )
  async mark(
    @Query({ schema: BulkMarkingQuery }) query: BulkMarkingQuery,
    @Body({ schema: BulkMarkingFields }) fields: BulkMarkingFields,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BulkMarkingResponse | string> {
    if (!file) throw invalid('file is required (a CSV file)');
    const outcome = await this.bulk.mark(file.buffer, fields ?? {}, query, clientGone(response));
    if (query.format === 'json') {
      return BulkMarkingResponse.parse({ rows: outcome.rows ?? [], agreement: outcome.agreement });
    }
    if (outcome.agreement) response.setHeader(AGREEMENT_HEADER, asciiJson(outcome.agreement));
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', 'attachment; filename="marked.csv"');
    return outcome.csv ?? '';
  }
}
