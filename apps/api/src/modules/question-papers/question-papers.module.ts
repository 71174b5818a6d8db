import { Module } from '@nestjs/common';
import { CatalogueDataModule } from '../../data/catalogue/catalogue-data.module.js';
import { PapersDataModule } from '../../data/papers/papers-data.module.js';
import { SessionsDataModule } from '../../data/sessions/sessions-data.module.js';
import { QuestionPapersController } from './question-papers.controller.js';
import { QuestionPapersService } from './question-papers.service.js';

/** GET/POST /question-papers, GET/PATCH/DELETE /question-papers/:id. */
@Module({
  imports: [CatalogueDataModule, PapersDataModule, SessionsDataModule],
  controllers: [QuestionPapersController],
  providers: [QuestionPapersService],
})
export class QuestionPapersModule {}
