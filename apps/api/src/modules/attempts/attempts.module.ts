import { Module } from '@nestjs/common';

/** Placeholder until the attempts endpoints land. */
@Module({})
export class AttemptsModule {}
