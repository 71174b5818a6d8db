import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { PrivacyController } from './privacy.controller.js';
import { PrivacyRepository } from './privacy.repository.js';
import { StudentErasureService } from './student-erasure.service.js';
import { StudentExportService } from './student-export.service.js';
import { StudentFiles } from './student-files.js';

/** GET /students/:id/export and DELETE /students/:id/personal-data (admins only). */
@Module({
  imports: [UploadsModule],
  controllers: [PrivacyController],
  providers: [PrivacyRepository, StudentExportService, StudentErasureService, StudentFiles],
})
export class PrivacyModule {}
