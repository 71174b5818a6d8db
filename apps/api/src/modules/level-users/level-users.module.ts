import { Module } from '@nestjs/common';
import { CatalogueDataModule } from '../../data/catalogue/catalogue-data.module.js';
import { SessionsDataModule } from '../../data/sessions/sessions-data.module.js';
import { LevelUsersController } from './level-users.controller.js';
import { LevelUsersService } from './level-users.service.js';

/** Who attempted an exam level in a range of days: the level reports screen and its export. */
@Module({
  imports: [CatalogueDataModule, SessionsDataModule],
  controllers: [LevelUsersController],
  providers: [LevelUsersService],
})
export class LevelUsersModule {}
