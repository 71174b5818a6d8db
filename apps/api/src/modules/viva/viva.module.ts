import { Module } from '@nestjs/common';
import { CatalogueDataModule } from '../../data/catalogue/catalogue-data.module.js';
import { PapersDataModule } from '../../data/papers/papers-data.module.js';
import { PeopleDataModule } from '../../data/people/people-data.module.js';
import { SessionsDataModule } from '../../data/sessions/sessions-data.module.js';
import { ProvidersModule } from '../evaluation/providers/providers.module.js';
import { StudentVivaController, VivaAdminController } from './viva.controller.js';
import { VivaService } from './viva.service.js';

@Module({
  imports: [
    ProvidersModule,
    CatalogueDataModule,
    PapersDataModule,
    PeopleDataModule,
    SessionsDataModule,
  ],
  controllers: [StudentVivaController, VivaAdminController],
  providers: [VivaService],
})
export class VivaModule {}
