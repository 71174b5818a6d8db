import { Module } from '@nestjs/common';

/** Placeholder until the subjects endpoints land. */
@Module({})
export class SubjectsModule {}
