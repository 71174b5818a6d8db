import { Module } from '@nestjs/common';
import { CatalogueDataModule } from '../../data/catalogue/catalogue-data.module.js';
import { PapersDataModule } from '../../data/papers/papers-data.module.js';
import { SessionsDataModule } from '../../data/sessions/sessions-data.module.js';
import { LevelStatisticsController } from './level-statistics.controller.js';
import { LevelStatisticsService } from './level-statistics.service.js';

/** Per question statistics of an exam level, and its gradebook as a file (admins only). */
@Module({
  imports: [CatalogueDataModule, PapersDataModule, SessionsDataModule],
  controllers: [LevelStatisticsController],
  providers: [LevelStatisticsService],
})
export class LevelStatisticsModule {}
