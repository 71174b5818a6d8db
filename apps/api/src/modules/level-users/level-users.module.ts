import { Module } from '@nestjs/common';
import { LevelUsersController } from './level-users.controller.js';
import { LevelUsersRepository } from './level-users.repository.js';
import { LevelUsersService } from './level-users.service.js';

/** Who attempted an exam level on a given day, for the level reports screen. */
@Module({
  controllers: [LevelUsersController],
  providers: [LevelUsersService, LevelUsersRepository],
})
export class LevelUsersModule {}
