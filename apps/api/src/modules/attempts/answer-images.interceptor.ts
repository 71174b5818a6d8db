import {
  Inject,
  Injectable,
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ANSWER_IMAGE_FIELD, ANSWER_SHEET_PAGES_MAX } from '@markwise/contract';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';

/**
 * Multer with the limits of the configuration (read at boot, so not available to a decorator):
 * each file at most ANSWER_IMAGE_MAX_BYTES (413), and at most `answer` pages per request for one
 * answer, or ANSWER_SHEET_PAGES_MAX for a whole sheet (400 'Too many files'). Files stay in memory
 * until their content is checked.
 */
export function AnswerImagesInterceptor(scope: 'answer' | 'sheet'): Type<NestInterceptor> {
  @Injectable()
  class Interceptor implements NestInterceptor {
    private readonly multer: NestInterceptor;

    constructor(@Inject(CONFIG) config: RuntimeConfig) {
      const files = scope === 'answer' ? config.ANSWER_IMAGES_MAX : ANSWER_SHEET_PAGES_MAX;
      const Files = FilesInterceptor(ANSWER_IMAGE_FIELD, undefined, {
        limits: { fileSize: config.ANSWER_IMAGE_MAX_BYTES, files, fields: 10 },
      });
      this.multer = new Files();
    }

    intercept(context: ExecutionContext, next: CallHandler) {
      return this.multer.intercept(context, next);
    }
  }
  return mixin(Interceptor);
}
