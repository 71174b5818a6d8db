import { Inject, Injectable } from '@nestjs/common';
import {
  ANSWER_IMAGE_URL_TTL_SECONDS,
  API_BASE,
  paperExamRoutes,
  pathTo,
} from '@markwise/contract';
import { SignedUrls } from '../../common/http/signed-urls.js';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';

/** Signed URLs of scan page images (admins' only; an <img> cannot send a token). */
@Injectable()
export class ScanPageUrls {
  private readonly urls: SignedUrls;

  constructor(@Inject(CONFIG) config: RuntimeConfig) {
    this.urls = new SignedUrls(
      config.jwtSecret,
      'markwise:scan-page-url:v1',
      ANSWER_IMAGE_URL_TTL_SECONDS,
    );
  }

  pathOf(pageId: string) {
    return `${API_BASE}${pathTo(paperExamRoutes.pageImage, { pageId })}`;
  }

  signedUrl(pageId: string, now = new Date()) {
    return this.urls.signedUrl(this.pathOf(pageId), now);
  }

  verify(pageId: string, exp: number, sig: string, now = new Date()) {
    return this.urls.verify(this.pathOf(pageId), exp, sig, now);
  }
}
