import { Module } from '@nestjs/common';
import { PaperLinksRepository } from './paper-links.repository.js';
import { QuestionPapersController } from './question-papers.controller.js';
import { QuestionPapersRepository } from './question-papers.repository.js';
import { QuestionPapersService } from './question-papers.service.js';

/** GET/POST /question-papers, GET/PATCH/DELETE /question-papers/:id. */
@Module({
  controllers: [QuestionPapersController],
  providers: [QuestionPapersService, QuestionPapersRepository, PaperLinksRepository],
})
export class QuestionPapersModule {}
