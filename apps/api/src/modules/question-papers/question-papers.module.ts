import { Module } from '@nestjs/common';

/** Placeholder until the question-papers endpoints land. */
@Module({})
export class QuestionPapersModule {}
