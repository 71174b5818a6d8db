import { Module } from '@nestjs/common';
import { AuditDataModule } from '../../data/audit/audit-data.module.js';
import { CatalogueDataModule } from '../../data/catalogue/catalogue-data.module.js';
import { PeopleDataModule } from '../../data/people/people-data.module.js';
import { SessionsDataModule } from '../../data/sessions/sessions-data.module.js';
import { PaperExamJobsModule } from '../paper-exams/paper-exam-jobs.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { PrivacyController } from './privacy.controller.js';
import { StudentErasureService } from './student-erasure.service.js';
import { StudentExportService } from './student-export.service.js';
import { StudentFiles } from './student-files.js';

/** GET /students/:id/export and DELETE /students/:id/personal-data (admins only). */
@Module({
  imports: [
    UploadsModule,
    PeopleDataModule,
    SessionsDataModule,
    CatalogueDataModule,
    AuditDataModule,
    // The scanned pages of a student's booklets, and their files.
    PaperExamJobsModule,
  ],
  controllers: [PrivacyController],
  providers: [StudentExportService, StudentErasureService, StudentFiles],
})
export class PrivacyModule {}
