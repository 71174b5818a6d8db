import { Module } from '@nestjs/common';
import { CatalogueDataModule } from '../../data/catalogue/catalogue-data.module.js';
import { PapersDataModule } from '../../data/papers/papers-data.module.js';
import { PeopleDataModule } from '../../data/people/people-data.module.js';
import { BookletPrinting } from './booklet-printing.service.js';
import { PageMatching } from './page-matching.service.js';
import { PaperExamJobsModule } from './paper-exam-jobs.module.js';
import { PaperExamsController } from './paper-exams.controller.js';
import { AuthModule } from '../auth/auth.module.js';
import { ScanImageAccess } from './scan-image-access.service.js';
import { ScanImagesController } from './scan-images.controller.js';
import { ScanPageUrls } from './scan-page-urls.js';
import { ScanUploads } from './scan-uploads.service.js';

/**
 * Paper exams: printed answer booklets with a signed code per page, uploads of a class's scans
 * read in the queue, and the matching of pages the reader could not place.
 */
@Module({
  imports: [
    PaperExamJobsModule,
    AuthModule,
    CatalogueDataModule,
    PapersDataModule,
    PeopleDataModule,
  ],
  controllers: [PaperExamsController, ScanImagesController],
  providers: [BookletPrinting, ScanUploads, PageMatching, ScanPageUrls, ScanImageAccess],
})
export class PaperExamsModule {}
