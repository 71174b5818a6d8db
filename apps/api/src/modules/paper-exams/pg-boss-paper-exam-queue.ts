import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PgBossEvaluationQueue } from '../evaluation/queue/pg-boss-evaluation-queue.js';
import { BookletSubmission } from './booklet-submission.service.js';
import {
  PaperExamQueue,
  READ_SCAN_JOB,
  SUBMIT_BOOKLET_JOB,
  type ReadScanJob,
  type SubmitBookletJob,
} from './paper-exam-jobs.js';
import { ScanReading } from './scan-reading.service.js';

/** Paper-exam jobs sent to the evaluation queue's pg-boss. */
@Injectable()
export class PgBossPaperExamQueue extends PaperExamQueue {
  constructor(private readonly queue: PgBossEvaluationQueue) {
    super();
  }

  readScan(job: ReadScanJob) {
    return this.queue.sendJob(READ_SCAN_JOB, job);
  }

  submitBooklet(job: SubmitBookletJob) {
    return this.queue.sendJob(SUBMIT_BOOKLET_JOB, job);
  }
}

/**
 * The work of paper-exam jobs, registered with the queue before it starts, so they are worked
 * wherever evaluations are: a scan batch at a time per process (rendering and reading pages is CPU
 * work), and booklets two at a time (their pages go to the OCR pool, which bounds the CPU).
 */
@Injectable()
export class PaperExamWorkers implements OnModuleInit {
  constructor(
    private readonly queue: PgBossEvaluationQueue,
    private readonly reading: ScanReading,
    private readonly submission: BookletSubmission,
  ) {}

  onModuleInit() {
    this.queue.register<ReadScanJob>({
      name: READ_SCAN_JOB,
      concurrency: 1,
      // A 200-page scan reads in a few minutes; an hour is taken as hung.
      timeoutSeconds: 60 * 60,
      keyOf: (job) => job.batchId,
      run: (job) => this.reading.read(job),
    });
    this.queue.register<SubmitBookletJob>({
      name: SUBMIT_BOOKLET_JOB,
      concurrency: 2,
      timeoutSeconds: 30 * 60,
      keyOf: (job) => job.bookletId,
      run: (job) => this.submission.submit(job),
    });
  }
}
