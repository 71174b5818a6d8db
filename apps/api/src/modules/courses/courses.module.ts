import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { CourseImagesService } from './course-images.service.js';
import { CoursesController } from './courses.controller.js';
import { CoursesRepository } from './courses.repository.js';
import { CoursesService } from './courses.service.js';

@Module({
  imports: [UploadsModule],
  controllers: [CoursesController],
  providers: [CoursesService, CoursesRepository, CourseImagesService],
})
export class CoursesModule {}
