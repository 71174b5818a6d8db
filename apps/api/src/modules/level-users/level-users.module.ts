import { Module } from '@nestjs/common';

/** Placeholder until the level-users endpoints land. */
@Module({})
export class LevelUsersModule {}
