import { Injectable } from '@nestjs/common';
import type { AnswerImageQuery } from '@markwise/contract';
import { forbidden, notFound } from '../../common/errors/domain-errors.js';
import { ScansRepository } from '../../data/paper-exams/scans.repository.js';
import { SYSTEM_SCOPE, tenantOf } from '../../data/scope.js';
import { SessionAuthenticator } from '../auth/session-authenticator.js';
import { ScanFiles } from './scan-files.js';
import { ScanPageUrls } from './scan-page-urls.js';

const BAD_LINK = 'This image link is invalid or has expired';

/**
 * Serves a scanned page's image to an admin of its institution (bearer token), or to anyone
 * holding the signed URL an admin's page list gave (an <img> cannot send a bearer header). The
 * route is therefore public to the global guard, and this service authenticates the bearer itself.
 */
@Injectable()
export class ScanImageAccess {
  constructor(
    private readonly sessions: SessionAuthenticator,
    private readonly scans: ScansRepository,
    private readonly files: ScanFiles,
    private readonly urls: ScanPageUrls,
  ) {}

  async read(pageId: string, query: AnswerImageQuery, authorization: string | undefined) {
    let key: string | undefined;
    if (query.sig !== undefined || query.exp !== undefined) {
      if (query.sig === undefined || query.exp === undefined) throw forbidden(BAD_LINK);
      if (!this.urls.verify(pageId, query.exp, query.sig)) throw forbidden(BAD_LINK);
      // The signature is the authority: it names the page, whoever presents it.
      key = await this.scans.imageKeyOf(SYSTEM_SCOPE, pageId);
    } else {
      const caller = await this.sessions.authenticate(authorization);
      if (caller.role !== 'ADMIN') throw forbidden('Only admins see scanned pages');
      key = (await this.scans.findPage(tenantOf(caller), pageId))?.imageKey;
    }
    const bytes = key ? await this.files.readPage(key) : undefined;
    if (!bytes) throw notFound('Image not found');
    return bytes;
  }
}
