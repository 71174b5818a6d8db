import { Injectable } from '@nestjs/common';
import {
  answerBooklets,
  scanBatches,
  scanPages,
  type ScanArea,
  type ScanBatch,
  type ScanPage,
  type ScanQuality,
} from '@markwise/db';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { StudentScope, SystemScope, TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';

export type ScanPageStatus = ScanPage['status'];

export type NewScanPage = {
  batchId: string;
  fileIndex: number;
  pageIndex: number;
  imageKey: string;
  quality: ScanQuality;
  answerArea: ScanArea | null;
  rotation: number;
  /** Where its code says it belongs, when it has a valid code of this level. */
  place: { bookletId: string; pageNumber: number } | null;
  /** The status when there is no place (unmatched, forged, other_exam). */
  status: Exclude<ScanPageStatus, 'matched' | 'duplicate' | 'discarded'> | 'matched';
};

/** A scan page as the matching screen lists it: with its booklet's number and its source file. */
export type ScanPageRow = ScanPage & { bookletNumber: number | null; fileName: string | null };

const ofInstitution = (scope: TenantScope) => eq(scanPages.institutionId, scope.institutionId);
const batchOf = (scope: TenantScope, batchId: string) =>
  and(eq(scanBatches.institutionId, scope.institutionId), eq(scanBatches.id, batchId))!;

/** Uploads of scanned booklets (batches) and the pages read from them. */
@Injectable()
export class ScansRepository extends Repository {
  async insertBatch(
    scope: TenantScope,
    row: {
      id: string;
      levelId: string;
      uploadedBy: string;
      fileKeys: string[];
      fileNames: string[];
    },
    tx?: Tx,
  ): Promise<ScanBatch> {
    const [inserted] = await this.db(tx)
      .insert(scanBatches)
      .values({ ...row, institutionId: scope.institutionId })
      .returning();
    return inserted!;
  }

  async findBatch(scope: TenantScope, batchId: string, tx?: Tx): Promise<ScanBatch | undefined> {
    const [row] = await this.db(tx).select().from(scanBatches).where(batchOf(scope, batchId));
    return row;
  }

  /** The level's uploads, newest first. */
  async batchesOn(scope: TenantScope, levelId: string, tx?: Tx): Promise<ScanBatch[]> {
    return this.db(tx)
      .select()
      .from(scanBatches)
      .where(
        and(eq(scanBatches.institutionId, scope.institutionId), eq(scanBatches.levelId, levelId)),
      )
      .orderBy(desc(scanBatches.createdAt), desc(scanBatches.id))
      .limit(50);
  }

  async updateBatch(
    scope: TenantScope,
    batchId: string,
    changes: Partial<
      Pick<ScanBatch, 'status' | 'pagesTotal' | 'pagesRead' | 'error' | 'finishedAt' | 'fileKeys'>
    >,
    tx?: Tx,
  ): Promise<void> {
    await this.db(tx).update(scanBatches).set(changes).where(batchOf(scope, batchId));
  }

  /** How many pages of the batch are recorded (a re-run resumes after them). */
  async positionsRead(
    scope: TenantScope,
    batchId: string,
    tx?: Tx,
  ): Promise<{ fileIndex: number; pageIndex: number }[]> {
    return this.db(tx)
      .select({ fileIndex: scanPages.fileIndex, pageIndex: scanPages.pageIndex })
      .from(scanPages)
      .where(and(ofInstitution(scope), eq(scanPages.batchId, batchId)));
  }

  /**
   * Records a page. One with a place is matched unless its booklet page is already matched, when
   * it is a duplicate (the partial unique index decides, so two pages arriving at once cannot
   * both be matched). A page already recorded (a re-run) is left as it is; undefined then.
   */
  async insertPage(scope: TenantScope, page: NewScanPage, tx?: Tx): Promise<ScanPage | undefined> {
    const { place, ...rest } = page;
    const values = {
      ...rest,
      institutionId: scope.institutionId,
      bookletId: place?.bookletId ?? null,
      pageNumber: place?.pageNumber ?? null,
      status: place ? ('matched' as const) : page.status,
    };
    const [inserted] = await this.db(tx)
      .insert(scanPages)
      .values(values)
      .onConflictDoNothing()
      .returning();
    if (inserted || !place) return inserted;
    // Either this position was recorded by an earlier run, or the booklet page is taken.
    const [duplicate] = await this.db(tx)
      .insert(scanPages)
      .values({ ...values, status: 'duplicate' })
      .onConflictDoNothing()
      .returning();
    return duplicate;
  }

  /** The level's pages of a filter, in upload order, with their booklet number and file name. */
  async pagesOn(
    scope: TenantScope,
    filter: { levelId: string; attention: boolean },
    tx?: Tx,
  ): Promise<ScanPageRow[]> {
    const needsTeacher = or(
      ne(scanPages.status, 'matched'),
      sql`(${scanPages.quality}->>'blurry')::boolean`,
      sql`(${scanPages.quality}->>'dark')::boolean`,
      sql`(${scanPages.quality}->>'cutOff')::boolean`,
    );
    return this.db(tx)
      .select({
        ...pageColumns,
        bookletNumber: answerBooklets.number,
        fileName: sql<string | null>`${scanBatches.fileNames}[${scanPages.fileIndex} + 1]`,
      })
      .from(scanPages)
      .innerJoin(scanBatches, eq(scanBatches.id, scanPages.batchId))
      .leftJoin(answerBooklets, eq(answerBooklets.id, scanPages.bookletId))
      .where(
        and(
          ofInstitution(scope),
          eq(scanBatches.levelId, filter.levelId),
          filter.attention ? and(ne(scanPages.status, 'discarded'), needsTeacher) : undefined,
        ),
      )
      .orderBy(asc(scanBatches.createdAt), asc(scanPages.fileIndex), asc(scanPages.pageIndex))
      .limit(2000);
  }

  async findPage(scope: TenantScope, pageId: string, tx?: Tx): Promise<ScanPageRow | undefined> {
    const [row] = await this.db(tx)
      .select({
        ...pageColumns,
        bookletNumber: answerBooklets.number,
        fileName: sql<string | null>`${scanBatches.fileNames}[${scanPages.fileIndex} + 1]`,
      })
      .from(scanPages)
      .innerJoin(scanBatches, eq(scanBatches.id, scanPages.batchId))
      .leftJoin(answerBooklets, eq(answerBooklets.id, scanPages.bookletId))
      .where(and(ofInstitution(scope), eq(scanPages.id, pageId)));
    return row;
  }

  /** The level of the page's upload, and the page locked for the rest of the transaction. */
  async lockPage(
    scope: TenantScope,
    pageId: string,
    tx: Tx,
  ): Promise<(ScanPage & { levelId: string }) | undefined> {
    const [row] = await this.db(tx)
      .select({ ...pageColumns, levelId: scanBatches.levelId })
      .from(scanPages)
      .innerJoin(scanBatches, eq(scanBatches.id, scanPages.batchId))
      .where(and(ofInstitution(scope), eq(scanPages.id, pageId)))
      .for('update', { of: scanPages });
    return row;
  }

  /** A page's stored image, by id alone: its signed URL is the authority. */
  async imageKeyOf(_scope: SystemScope, pageId: string, tx?: Tx): Promise<string | undefined> {
    const [row] = await this.db(tx)
      .select({ key: scanPages.imageKey })
      .from(scanPages)
      .where(eq(scanPages.id, pageId));
    return row?.key;
  }

  /** The page matched at a booklet page, if any. */
  async matchedAt(
    scope: TenantScope,
    place: { bookletId: string; pageNumber: number },
    tx?: Tx,
  ): Promise<ScanPage | undefined> {
    const [row] = await this.db(tx)
      .select()
      .from(scanPages)
      .where(
        and(
          ofInstitution(scope),
          eq(scanPages.bookletId, place.bookletId),
          eq(scanPages.pageNumber, place.pageNumber),
          eq(scanPages.status, 'matched'),
        ),
      );
    return row;
  }

  async setPlace(
    scope: TenantScope,
    pageId: string,
    change: { status: ScanPageStatus; bookletId?: string | null; pageNumber?: number | null },
    tx: Tx,
  ): Promise<void> {
    await this.db(tx)
      .update(scanPages)
      .set(change)
      .where(and(ofInstitution(scope), eq(scanPages.id, pageId)));
  }

  /** A booklet's matched pages in page order: what becomes its attempt. */
  async matchedOf(scope: TenantScope, bookletId: string, tx?: Tx): Promise<ScanPage[]> {
    return this.db(tx)
      .select()
      .from(scanPages)
      .where(
        and(
          ofInstitution(scope),
          eq(scanPages.bookletId, bookletId),
          eq(scanPages.status, 'matched'),
        ),
      )
      .orderBy(asc(scanPages.pageNumber));
  }

  /** The stored images of every page of the student's booklets (erased with them). */
  async imageKeysOfStudent(student: StudentScope, tx?: Tx): Promise<string[]> {
    const rows = await this.db(tx)
      .select({ key: scanPages.imageKey })
      .from(scanPages)
      .innerJoin(answerBooklets, eq(answerBooklets.id, scanPages.bookletId))
      .where(
        and(
          eq(scanPages.institutionId, student.institutionId),
          eq(answerBooklets.studentId, student.studentId),
        ),
      );
    return rows.map((row) => row.key);
  }
}

const pageColumns = {
  id: scanPages.id,
  institutionId: scanPages.institutionId,
  batchId: scanPages.batchId,
  fileIndex: scanPages.fileIndex,
  pageIndex: scanPages.pageIndex,
  imageKey: scanPages.imageKey,
  bookletId: scanPages.bookletId,
  pageNumber: scanPages.pageNumber,
  status: scanPages.status,
  quality: scanPages.quality,
  answerArea: scanPages.answerArea,
  rotation: scanPages.rotation,
  createdAt: scanPages.createdAt,
};
