import { Module } from '@nestjs/common';
import { CoursesRepository } from './courses.repository.js';
import { JourneysRepository } from './journeys.repository.js';
import { LevelsRepository } from './levels.repository.js';
import { SubjectsRepository } from './subjects.repository.js';

/** The catalogue: courses (and enrolments), subjects, journeys and levels. */
@Module({
  providers: [CoursesRepository, SubjectsRepository, JourneysRepository, LevelsRepository],
  exports: [CoursesRepository, SubjectsRepository, JourneysRepository, LevelsRepository],
})
export class CatalogueDataModule {}
