import { Module } from '@nestjs/common';
import { CatalogueDataModule } from '../../data/catalogue/catalogue-data.module.js';
import { SessionsDataModule } from '../../data/sessions/sessions-data.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { CourseImagesService } from './course-images.service.js';
import { CoursesController } from './courses.controller.js';
import { CoursesService } from './courses.service.js';

@Module({
  imports: [UploadsModule, CatalogueDataModule, SessionsDataModule],
  controllers: [CoursesController],
  providers: [CoursesService, CourseImagesService],
})
export class CoursesModule {}
