import { Module } from '@nestjs/common';

/** Placeholder until the practice-sessions endpoints land. */
@Module({})
export class PracticeSessionsModule {}
