import { Module } from '@nestjs/common';
import { PeopleDataModule } from '../../data/people/people-data.module.js';
import { SessionsDataModule } from '../../data/sessions/sessions-data.module.js';
import { ImageUrlSigner } from '../attempts/image-url-signer.js';
import { PracticeSessionsController } from './practice-sessions.controller.js';
import { PracticeSessionsService } from './practice-sessions.service.js';

/** Reading exam attempts: the detailed report and the student portal's report lookup. */
@Module({
  imports: [PeopleDataModule, SessionsDataModule],
  controllers: [PracticeSessionsController],
  // ImageUrlSigner is stateless (it derives its key from the JWT secret): the same signatures.
  providers: [PracticeSessionsService, ImageUrlSigner],
})
export class PracticeSessionsModule {}
