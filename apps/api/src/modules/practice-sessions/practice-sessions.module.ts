import { Module } from '@nestjs/common';
import { ImageUrlSigner } from '../attempts/image-url-signer.js';
import { PracticeSessionsController } from './practice-sessions.controller.js';
import { PracticeSessionsRepository } from './practice-sessions.repository.js';
import { PracticeSessionsService } from './practice-sessions.service.js';

/** Reading exam attempts: the detailed report and the student portal's report lookup. */
@Module({
  controllers: [PracticeSessionsController],
  // ImageUrlSigner is stateless (it derives its key from the JWT secret): the same signatures.
  providers: [PracticeSessionsService, PracticeSessionsRepository, ImageUrlSigner],
})
export class PracticeSessionsModule {}
