import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ANSWER_IMAGE_URL_TTL_SECONDS, API_BASE, attemptRoutes, pathTo } from '@markwise/contract';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';
import { parsePrivateKey } from '../uploads/upload-storage.service.js';

export type AnswerImageRef = { sessionId: string; questionId: string; imageId: string };

/**
 * Expiries are rounded up to this step, so that reading the same list twice within it gives the
 * same URLs and the browser's cached photo serves again (the marking desk reads its list after
 * every decision). A URL then lives between the TTL and the TTL plus this step.
 */
const EXPIRY_STEP_SECONDS = 5 * 60;

/**
 * Short-lived signed URLs for answer photos: an <img> cannot send a bearer header. The signature
 * binds the image's path and the expiry; its key is derived from the JWT secret for this use only,
 * so a signature can never pass for a token or the reverse.
 */
@Injectable()
export class ImageUrlSigner {
  private readonly key: Buffer;

  constructor(@Inject(CONFIG) config: RuntimeConfig) {
    this.key = createHmac('sha256', config.jwtSecret)
      .update('markwise:answer-image-url:v1')
      .digest();
  }

  /** The image's path under the API root, as the browser requests it. */
  pathOf(ref: AnswerImageRef): string {
    return `${API_BASE}${pathTo(attemptRoutes.answerImage, { ...ref })}`;
  }

  signedUrl(ref: AnswerImageRef, now = new Date()): string {
    const earliest = Math.floor(now.getTime() / 1000) + ANSWER_IMAGE_URL_TTL_SECONDS;
    const exp = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    const path = this.pathOf(ref);
    return `${path}?exp=${exp}&sig=${this.sign(path, exp)}`;
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
    if (exp * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(this.sign(this.pathOf(ref), exp));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(path: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${path}\n${exp}`).digest('base64url');
  }
}
