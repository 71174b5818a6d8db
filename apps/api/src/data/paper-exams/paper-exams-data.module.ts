import { Module } from '@nestjs/common';
import { BookletsRepository } from './booklets.repository.js';
import { ScansRepository } from './scans.repository.js';

const repositories = [BookletsRepository, ScansRepository];

/** Paper exams: printed answer booklets, uploads of their scans and the pages read from them. */
@Module({ providers: repositories, exports: repositories })
export class PaperExamsDataModule {}
