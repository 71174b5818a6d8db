import { Module } from '@nestjs/common';
import { DemoRequestsRepository } from './demo-requests.repository.js';

/** Demo requests from the landing page. */
@Module({ providers: [DemoRequestsRepository], exports: [DemoRequestsRepository] })
export class DemoRequestsDataModule {}
