import { Module } from '@nestjs/common';
import { CatalogueDataModule } from '../../data/catalogue/catalogue-data.module.js';
import { PapersDataModule } from '../../data/papers/papers-data.module.js';
import { SessionsDataModule } from '../../data/sessions/sessions-data.module.js';
import { ExamRulesService } from './exam-rules.service.js';
import { JourneysController } from './journeys.controller.js';
import { JourneysService } from './journeys.service.js';
import { LevelsController } from './levels.controller.js';
import { LevelsService } from './levels.service.js';

@Module({
  imports: [CatalogueDataModule, PapersDataModule, SessionsDataModule],
  controllers: [JourneysController, LevelsController],
  providers: [JourneysService, LevelsService, ExamRulesService],
})
export class JourneysModule {}
