import { Module } from '@nestjs/common';
import { CatalogueDataModule } from '../../data/catalogue/catalogue-data.module.js';
import { PeopleDataModule } from '../../data/people/people-data.module.js';
import { SessionsDataModule } from '../../data/sessions/sessions-data.module.js';
import { ProvidersModule } from '../evaluation/providers/providers.module.js';
import { StudentTutorController, TutorAdminController } from './tutor.controller.js';
import { TutorService } from './tutor.service.js';

@Module({
  imports: [ProvidersModule, CatalogueDataModule, PeopleDataModule, SessionsDataModule],
  controllers: [StudentTutorController, TutorAdminController],
  providers: [TutorService],
})
export class TutorModule {}
