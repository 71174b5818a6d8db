import { Module } from '@nestjs/common';
import { PapersRepository } from './papers.repository.js';

/** Question papers and their questions. */
@Module({ providers: [PapersRepository], exports: [PapersRepository] })
export class PapersDataModule {}
