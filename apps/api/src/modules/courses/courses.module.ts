import { Module } from '@nestjs/common';

/** Placeholder until the courses endpoints land. */
@Module({})
export class CoursesModule {}
