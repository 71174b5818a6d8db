import { Module } from '@nestjs/common';
import { CatalogueDataModule } from '../../data/catalogue/catalogue-data.module.js';
import { PaperExamsDataModule } from '../../data/paper-exams/paper-exams-data.module.js';
import { PapersDataModule } from '../../data/papers/papers-data.module.js';
import { PeopleDataModule } from '../../data/people/people-data.module.js';
import { SessionsDataModule } from '../../data/sessions/sessions-data.module.js';
import { EvaluationModule } from '../evaluation/evaluation.module.js';
import { ProvidersModule } from '../evaluation/providers/providers.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { BookletCodes } from './booklet-codes.js';
import { BookletSubmission } from './booklet-submission.service.js';
import { PaperExamQueue } from './paper-exam-jobs.js';
import { PaperExamWorkers, PgBossPaperExamQueue } from './pg-boss-paper-exam-queue.js';
import { ScanFiles } from './scan-files.js';
import { ScanReading } from './scan-reading.service.js';

const shared = [
  BookletCodes,
  ScanFiles,
  { provide: PaperExamQueue, useExisting: PgBossPaperExamQueue },
];

/**
 * The queue work of paper exams (reading scans, turning booklets into attempts), with no HTTP:
 * imported by the API's paper-exams module and by the worker process.
 */
@Module({
  imports: [
    EvaluationModule,
    ProvidersModule,
    UploadsModule,
    CatalogueDataModule,
    PapersDataModule,
    PeopleDataModule,
    SessionsDataModule,
    PaperExamsDataModule,
  ],
  providers: [...shared, PgBossPaperExamQueue, PaperExamWorkers, ScanReading, BookletSubmission],
  exports: [...shared, PaperExamsDataModule],
})
export class PaperExamJobsModule {}
