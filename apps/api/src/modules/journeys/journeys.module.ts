import { Module } from '@nestjs/common';
import { ExamRulesService } from './exam-rules.service.js';
import { JourneysController } from './journeys.controller.js';
import { JourneysRepository } from './journeys.repository.js';
import { JourneysService } from './journeys.service.js';
import { LevelsController } from './levels.controller.js';
import { LevelsRepository } from './levels.repository.js';
import { LevelsService } from './levels.service.js';

@Module({
  controllers: [JourneysController, LevelsController],
  providers: [
    JourneysService,
    JourneysRepository,
    LevelsService,
    LevelsRepository,
    ExamRulesService,
  ],
})
export class JourneysModule {}
