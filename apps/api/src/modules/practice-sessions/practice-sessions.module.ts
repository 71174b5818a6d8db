import { Module } from '@nestjs/common';
import { PracticeSessionsController } from './practice-sessions.controller.js';
import { PracticeSessionsRepository } from './practice-sessions.repository.js';
import { PracticeSessionsService } from './practice-sessions.service.js';

/** Reading exam attempts: the detailed report and the student portal's report lookup. */
@Module({
  controllers: [PracticeSessionsController],
  providers: [PracticeSessionsService, PracticeSessionsRepository],
})
export class PracticeSessionsModule {}
