import { Module } from '@nestjs/common';

/** Placeholder until the students endpoints land. */
@Module({})
export class StudentsModule {}
