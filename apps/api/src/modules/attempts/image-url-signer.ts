import { Inject, Injectable } from '@nestjs/common';
import { ANSWER_IMAGE_URL_TTL_SECONDS, API_BASE, attemptRoutes, pathTo } from '@markwise/contract';
import { SignedUrls } from '../../common/http/signed-urls.js';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';
import { parsePrivateKey } from '../uploads/upload-storage.service.js';

export type AnswerImageRef = { sessionId: string; questionId: string; imageId: string };

/** Short-lived signed URLs for answer photos. */
@Injectable()
export class ImageUrlSigner {
  private readonly urls: SignedUrls;

  constructor(@Inject(CONFIG) config: RuntimeConfig) {
    this.urls = new SignedUrls(
      config.jwtSecret,
      'markwise:answer-image-url:v1',
      ANSWER_IMAGE_URL_TTL_SECONDS,
    );
  }

  /** The image's path under the API root, as the browser requests it. */
  pathOf(ref: AnswerImageRef): string {
    return `${API_BASE}${pathTo(attemptRoutes.answerImage, { ...ref })}`;
  }

  signedUrl(ref: AnswerImageRef, now = new Date()): string {
    return this.urls.signedUrl(this.pathOf(ref), now);
  }

  /** An answer's stored photos as signed URLs, in their order (keys of no private image skipped). */
  urlsOf(answer: { sessionId: string; questionId: string }, keys: readonly string[]) {
    return keys.flatMap((key) => {
      const image = parsePrivateKey(key);
      return image ? [{ url: this.signedUrl({ ...answer, imageId: image.id }) }] : [];
    });
  }

  /** True when `sig` was made by signedUrl for this image and `exp` has not passed. */
  verify(ref: AnswerImageRef, exp: number, sig: string, now = new Date()): boolean {
    return this.urls.verify(this.pathOf(ref), exp, sig, now);
  }
}
