import { Injectable, Logger } from '@nestjs/common';
import type { AnswerBooklet } from '@markwise/db';
import { BookletsRepository } from '../../data/paper-exams/booklets.repository.js';
import { ScansRepository, type NewScanPage } from '../../data/paper-exams/scans.repository.js';
import type { TenantScope } from '../../data/scope.js';
import { BookletCodes } from './booklet-codes.js';
import { PaperExamQueue, type ReadScanJob } from './paper-exam-jobs.js';
import { answerAreaIn, type ScannedPage } from './read-page.js';
import { ScanFiles } from './scan-files.js';
import { readScan } from './scan-pages.js';

/**
 * Reads a scan batch in the queue: each page of each file rendered, turned upright by its code,
 * checked for quality, stored, and placed in its booklet (or left for a teacher). Pages are
 * recorded one by one, so a worker killed midway resumes after the last one on retry. Then
 * every booklet of the level now complete is queued to become its attempt.
 */
@Injectable()
export class ScanReading {
  private readonly logger = new Logger('ScanReading');

  constructor(
    private readonly scans: ScansRepository,
    private readonly booklets: BookletsRepository,
    private readonly files: ScanFiles,
    private readonly codes: BookletCodes,
    private readonly queue: PaperExamQueue,
  ) {}

  async read(job: ReadScanJob): Promise<void> {
    const scope: TenantScope = { institutionId: job.institutionId };
    const batch = await this.scans.findBatch(scope, job.batchId);
    if (!batch || batch.status === 'done' || batch.status === 'failed') return;
    await this.scans.updateBatch(scope, batch.id, { status: 'reading' });
    const recorded = new Set(
      (await this.scans.positionsRead(scope, batch.id)).map(
        (at) => `${at.fileIndex}:${at.pageIndex}`,
      ),
    );
    const booklets = new Map<string, AnswerBooklet | null>();
    let pagesRead = recorded.size;
    let pagesTotal = 0;
    try {
      for (const [fileIndex, key] of batch.fileKeys.entries()) {
        const source = await this.files.readSource(key);
        if (!source) throw new Error(`${batch.fileNames[fileIndex]} is missing from storage`);
        // Read in a worker thread: the API's event loop is free while a long scan is read.
        const pages = readScan(source, {
          skip: (pageIndex) => recorded.has(`${fileIndex}:${pageIndex}`),
        });
        for await (const { index, count, page } of pages) {
          if (index === 0) {
            pagesTotal += count;
            if (fileIndex === batch.fileKeys.length - 1) {
              await this.scans.updateBatch(scope, batch.id, { pagesTotal });
            }
          }
          // Recorded before a retry: not read again.
          if (!page) continue;
          await this.record(scope, {
            batch: { id: batch.id, levelId: batch.levelId },
            position: { fileIndex, pageIndex: index },
            read: page,
            booklets,
          });
          pagesRead += 1;
          await this.scans.updateBatch(scope, batch.id, { pagesRead });
        }
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Scan batch ${batch.id} failed: ${message}`);
      await this.scans.updateBatch(scope, batch.id, {
        status: 'failed',
        error: message.slice(0, 500),
        finishedAt: new Date(),
      });
      return;
    }
    // The pages are kept; the uploaded files are not needed any more.
    await this.files.remove(batch.fileKeys);
    await this.scans.updateBatch(scope, batch.id, {
      status: 'done',
      pagesTotal,
      fileKeys: [],
      finishedAt: new Date(),
    });
    for (const bookletId of await this.booklets.readyOnLevel(scope, batch.levelId)) {
      await this.queue.submitBooklet({ institutionId: scope.institutionId, bookletId });
    }
  }

  private async record(
    scope: TenantScope,
    input: {
      batch: { id: string; levelId: string };
      position: { fileIndex: number; pageIndex: number };
      read: ScannedPage;
      booklets: Map<string, AnswerBooklet | null>;
    },
  ) {
    const { read } = input;
    const code = this.codes.read(read.code);
    let booklet: AnswerBooklet | null = null;
    let status: NewScanPage['status'] = code.kind === 'forged' ? 'forged' : 'unmatched';
    if (code.kind === 'valid') {
      const { bookletId, pageNumber } = code.place;
      if (!input.booklets.has(bookletId)) {
        const [found] = await this.booklets.byIds(scope, [bookletId]);
        input.booklets.set(bookletId, found ?? null);
      }
      booklet = input.booklets.get(bookletId) ?? null;
      // A code signed for a booklet that is gone, or a page it never had, places nothing.
      if (booklet && pageNumber > booklet.pageCount) booklet = null;
      if (booklet && booklet.levelId !== input.batch.levelId) {
        status = 'other_exam';
        booklet = null;
      }
    }
    const imageKey = await this.files.savePage(input.batch.id, read.upright);
    const area = answerAreaIn(read, booklet?.paperSize ?? 'A4');
    await this.scans.insertPage(scope, {
      batchId: input.batch.id,
      ...input.position,
      imageKey,
      quality: {
        blurry: read.quality.blurry,
        dark: read.quality.dark,
        cutOff: read.quality.cutOff,
      },
      answerArea: area,
      rotation: Math.round(read.rotation * 10) / 10,
      place:
        booklet && code.kind === 'valid'
          ? { bookletId: booklet.id, pageNumber: code.place.pageNumber }
          : null,
      status,
    });
  }
}
