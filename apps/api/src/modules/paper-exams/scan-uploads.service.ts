import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SCAN_FILE_FIELD, SCAN_FILE_MIME_TYPES, type ScanBatch } from '@markwise/contract';
import type { ScanBatch as ScanBatchRow } from '@markwise/db';
import { fileTypeFromBuffer } from 'file-type';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { invalid, notFound } from '../../common/errors/domain-errors.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { ScansRepository } from '../../data/paper-exams/scans.repository.js';
import { tenantOf } from '../../data/scope.js';
import { PaperExamQueue } from './paper-exam-jobs.js';
import { ScanFiles } from './scan-files.js';

/** An admin's upload of a class's scanned booklets: stored, then read in the queue. */
@Injectable()
export class ScanUploads {
  constructor(
    private readonly scans: ScansRepository,
    private readonly levels: LevelsRepository,
    private readonly files: ScanFiles,
    private readonly queue: PaperExamQueue,
  ) {}

  async upload(
    caller: AuthUser,
    levelId: string,
    uploaded: readonly { bytes: Buffer; name: string }[],
  ): Promise<ScanBatch> {
    const scope = tenantOf(caller);
    if (uploaded.length === 0) throw invalid(`${SCAN_FILE_FIELD}: at least one file is required`);
    const level = await this.levels.findSittable(scope, levelId);
    if (!level) throw notFound('Exam level not found');
    // By content, not by the name or the type the browser claimed.
    const typed = await Promise.all(
      uploaded.map(async (file) => {
        const mime = (await fileTypeFromBuffer(file.bytes))?.mime;
        if (!mime || !(SCAN_FILE_MIME_TYPES as readonly string[]).includes(mime)) {
          throw invalid(
            `${SCAN_FILE_FIELD}: ${shown(file.name)} is not a PDF, JPEG, PNG or WebP file`,
          );
        }
        return { ...file, mime };
      }),
    );
    const batchId = randomUUID();
    const keys: string[] = [];
    try {
      for (const file of typed) keys.push(await this.files.saveSource(batchId, file));
      const batch = await this.scans.insertBatch(scope, {
        id: batchId,
        levelId: level.levelId,
        uploadedBy: caller.id,
        fileKeys: keys,
        fileNames: typed.map((file) => shown(file.name)),
      });
      await this.queue.readScan({ institutionId: scope.institutionId, batchId });
      return toScanBatch(batch);
    } catch (error) {
      await this.files.remove(keys);
      throw error;
    }
  }

  async batches(caller: AuthUser, levelId: string): Promise<ScanBatch[]> {
    const scope = tenantOf(caller);
    if (!(await this.levels.findSittable(scope, levelId))) throw notFound('Exam level not found');
    const rows = await this.scans.batchesOn(scope, levelId);
    return rows.map(toScanBatch);
  }
}

export function toScanBatch(row: ScanBatchRow): ScanBatch {
  return {
    id: row.id,
    status: row.status,
    fileNames: row.fileNames,
    pagesTotal: row.pagesTotal,
    pagesRead: row.pagesRead,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A client's file name as a list or an error shows it: printable, and not too long. */
const shown = (name: string) => name.replace(/[^\x20-\x7e]/g, '?').slice(0, 120);
