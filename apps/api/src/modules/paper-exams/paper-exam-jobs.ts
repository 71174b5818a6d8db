/** The queue's jobs of paper exams: a scan batch read page by page, a booklet made an attempt. */
export const READ_SCAN_JOB = 'read-scan';
export const SUBMIT_BOOKLET_JOB = 'submit-booklet';

export type ReadScanJob = { institutionId: string; batchId: string };
export type SubmitBookletJob = { institutionId: string; bookletId: string };

/** Where paper-exam work is queued; the jobs module provides the pg-boss one. */
export abstract class PaperExamQueue {
  abstract readScan(job: ReadScanJob): Promise<void>;
  abstract submitBooklet(job: SubmitBookletJob): Promise<void>;
}
