import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { SCAN_FILE_FIELD, SCAN_FILE_MAX_BYTES, SCAN_FILES_MAX } from '@markwise/contract';

/** The scanned files of an upload, held in memory until stored (multer's limits refuse more). */
@Injectable()
export class ScanFilesInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor = new (FilesInterceptor(SCAN_FILE_FIELD, undefined, {
    limits: { fileSize: SCAN_FILE_MAX_BYTES, files: SCAN_FILES_MAX, fields: 5 },
  }))();

  intercept(context: ExecutionContext, next: CallHandler) {
    return this.multer.intercept(context, next);
  }
}
