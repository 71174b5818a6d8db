import { Injectable } from '@nestjs/common';
import { type AssignScanPageRequest, type Booklet, type ScanPage } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, invalid, notFound } from '../../common/errors/domain-errors.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { BookletsRepository } from '../../data/paper-exams/booklets.repository.js';
import { ScansRepository, type ScanPageRow } from '../../data/paper-exams/scans.repository.js';
import { StudentsRepository } from '../../data/people/students.repository.js';
import { tenantOf, type TenantScope } from '../../data/scope.js';
import { Transactions } from '../../data/transactions.js';
import { toBooklet } from './booklet-view.js';
import { PaperExamQueue } from './paper-exam-jobs.js';
import { ScanPageUrls } from './scan-page-urls.js';

/**
 * What a teacher does with what the scan reader could not place: put a page in its booklet, set one
 * aside, tie an anonymous booklet to its student, or have a booklet marked without its missing
 * pages. Each booklet that becomes complete through it is queued to become its attempt; nothing
 * is evaluated before.
 */
@Injectable()
export class PageMatching {
  constructor(
    private readonly transactions: Transactions,
    private readonly booklets: BookletsRepository,
    private readonly scans: ScansRepository,
    private readonly students: StudentsRepository,
    private readonly levels: LevelsRepository,
    private readonly queue: PaperExamQueue,
    private readonly urls: ScanPageUrls,
  ) {}

  async bookletsOn(caller: AuthUser, levelId: string): Promise<Booklet[]> {
    const scope = tenantOf(caller);
    await this.levelOf(scope, levelId);
    const rows = await this.booklets.onLevel(scope, levelId);
    return rows.map(toBooklet);
  }

  async pagesOn(
    caller: AuthUser,
    levelId: string,
    filter: 'attention' | 'all',
  ): Promise<ScanPage[]> {
    const scope = tenantOf(caller);
    await this.levelOf(scope, levelId);
    const rows = await this.scans.pagesOn(scope, { levelId, attention: filter === 'attention' });
    return rows.map((row) => this.toScanPage(row));
  }

  /** Another institution's level is not found, rather than shown empty: ids cannot be probed. */
  private async levelOf(scope: TenantScope, levelId: string) {
    const level = await this.levels.findSittable(scope, levelId);
    if (!level) throw notFound('Exam level not found');
    return level;
  }

  async assign(
    caller: AuthUser,
    pageId: string,
    request: AssignScanPageRequest,
  ): Promise<ScanPage> {
    const scope = tenantOf(caller);
    const bookletId = await this.transactions.run(async (tx) => {
      const page = await this.scans.lockPage(scope, pageId, tx);
      if (!page) throw notFound('Scan page not found');
      const booklet = await this.booklets.lock(scope, request.bookletId, tx);
      if (!booklet) throw notFound('Booklet not found');
      if (booklet.levelId !== page.levelId)
        throw invalid('bookletId: the booklet is of another exam');
      if (booklet.sessionId) throw conflict('This booklet has already been submitted for marking');
      if (request.pageNumber > booklet.pageCount) {
        throw invalid(`pageNumber: booklet ${booklet.number} has ${booklet.pageCount} pages`);
      }
      const place = { bookletId: booklet.id, pageNumber: request.pageNumber };
      const taken = await this.scans.matchedAt(scope, place, tx);
      if (taken && taken.id !== page.id) {
        if (!request.replace) {
          throw conflict(
            `Page ${request.pageNumber} of booklet ${booklet.number} is already scanned`,
          );
        }
        await this.scans.setPlace(scope, taken.id, { status: 'duplicate' }, tx);
      }
      await this.scans.setPlace(scope, page.id, { status: 'matched', ...place }, tx);
      return booklet.id;
    });
    await this.submitIfReady(scope, bookletId);
    return this.page(scope, pageId);
  }

  async discard(caller: AuthUser, pageId: string): Promise<ScanPage> {
    const scope = tenantOf(caller);
    await this.transactions.run(async (tx) => {
      const page = await this.scans.lockPage(scope, pageId, tx);
      if (!page) throw notFound('Scan page not found');
      if (page.status === 'matched' && page.bookletId) {
        const booklet = await this.booklets.lock(scope, page.bookletId, tx);
        if (booklet?.sessionId)
          throw conflict('This booklet has already been submitted for marking');
      }
      await this.scans.setPlace(
        scope,
        page.id,
        { status: 'discarded', bookletId: null, pageNumber: null },
        tx,
      );
    });
    return this.page(scope, pageId);
  }

  async tieStudent(caller: AuthUser, bookletId: string, studentId: string): Promise<Booklet> {
    const scope = tenantOf(caller);
    await this.transactions.run(async (tx) => {
      const booklet = await this.booklets.lock(scope, bookletId, tx);
      if (!booklet) throw notFound('Booklet not found');
      if (booklet.sessionId) throw conflict('This booklet has already been submitted for marking');
      const [student] = await this.students.forBooklets(scope, { ids: [studentId] }, tx);
      if (!student) throw notFound('Student not found');
      await this.booklets.setStudent(scope, bookletId, studentId, tx);
    });
    await this.submitIfReady(scope, bookletId);
    return this.booklet(scope, bookletId);
  }

  async markIncomplete(caller: AuthUser, bookletId: string): Promise<Booklet> {
    const scope = tenantOf(caller);
    await this.transactions.run(async (tx) => {
      const booklet = await this.booklets.lock(scope, bookletId, tx);
      if (!booklet) throw notFound('Booklet not found');
      if (booklet.sessionId) throw conflict('This booklet has already been submitted for marking');
      await this.booklets.setMarkIncomplete(scope, bookletId, tx);
    });
    await this.submitIfReady(scope, bookletId);
    return this.booklet(scope, bookletId);
  }

  private async submitIfReady(scope: TenantScope, bookletId: string) {
    const booklet = await this.booklets.find(scope, bookletId);
    if (booklet && toBooklet(booklet).state === 'complete') {
      await this.queue.submitBooklet({ institutionId: scope.institutionId, bookletId });
    }
  }

  private async booklet(scope: TenantScope, bookletId: string): Promise<Booklet> {
    const row = await this.booklets.find(scope, bookletId);
    if (!row) throw notFound('Booklet not found');
    return toBooklet(row);
  }

  private async page(scope: TenantScope, pageId: string): Promise<ScanPage> {
    const row = await this.scans.findPage(scope, pageId);
    if (!row) throw notFound('Scan page not found');
    return this.toScanPage(row);
  }

  private toScanPage(row: ScanPageRow): ScanPage {
    return {
      id: row.id,
      batchId: row.batchId,
      status: row.status,
      bookletId: row.bookletId,
      bookletNumber: row.bookletNumber,
      pageNumber: row.pageNumber,
      quality: row.quality,
      imageUrl: this.urls.signedUrl(row.id),
      source: { file: row.fileName ?? '', page: row.pageIndex + 1 },
    };
  }
}
