import { basename } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { AnswerImageQuery } from '@markwise/contract';
import { forbidden, notFound } from '../../common/errors/domain-errors.js';
import { SessionAuthenticator } from '../auth/session-authenticator.js';
import { readerOf, SYSTEM_SCOPE } from '../../data/scope.js';
import { AnswersRepository } from '../../data/sessions/answers.repository.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import type { SessionScope } from '../../data/sessions/session-scope.js';
import { parsePrivateKey, UploadStorageService } from '../uploads/upload-storage.service.js';
import { ImageUrlSigner, type AnswerImageRef } from './image-url-signer.js';

/** An answer photo's bytes, type and stored name (`<uuid>.<ext>`, ours, safe for a header). */
export type ImageFile = { bytes: Buffer; mimeType: string; fileName: string };

/**
 * Serves an answer photo to the owning student or an admin of the institution, or to anyone
 * holding a valid signed URL (an <img> cannot send a bearer header). The route is therefore
 * public to the global guard, and this service authenticates the bearer itself the same way.
 */
@Injectable()
export class AnswerImageAccessService {
  constructor(
    private readonly sessions: SessionAuthenticator,
    private readonly attempts: AttemptsRepository,
    private readonly answers: AnswersRepository,
    private readonly storage: UploadStorageService,
    private readonly signer: ImageUrlSigner,
  ) {}

  async read(
    ref: AnswerImageRef,
    query: AnswerImageQuery,
    authorization: string | undefined,
  ): Promise<ImageFile> {
    if (query.sig !== undefined || query.exp !== undefined) {
      if (query.sig === undefined || query.exp === undefined) {
        throw forbidden('This image link is invalid or has expired');
      }
      if (!this.signer.verify(ref, query.exp, query.sig)) {
        throw forbidden('This image link is invalid or has expired');
      }
      // The signature is the authority: it names the attempt, whoever presents it.
      return this.file(SYSTEM_SCOPE, ref);
    }
    const caller = await this.sessions.authenticate(authorization);
    const reader = readerOf(caller);
    const session = await this.attempts.findSession(reader, ref.sessionId);
    if (!session) throw notFound('Image not found');
    return this.file(reader, ref);
  }

  private async file(scope: SessionScope, ref: AnswerImageRef): Promise<ImageFile> {
    const answer = await this.answers.find(scope, ref.sessionId, ref.questionId);
    const key = answer?.imagePaths.find((path) => parsePrivateKey(path)?.id === ref.imageId);
    const bytes = key ? await this.storage.readPrivate(key) : undefined;
    if (!key || !bytes) throw notFound('Image not found');
    return { bytes, mimeType: parsePrivateKey(key)!.mime, fileName: basename(key) };
  }
}
