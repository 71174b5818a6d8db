import { Module } from '@nestjs/common';
import { CatalogueDataModule } from '../../data/catalogue/catalogue-data.module.js';
import { PapersDataModule } from '../../data/papers/papers-data.module.js';
import { PeopleDataModule } from '../../data/people/people-data.module.js';
import { SessionsDataModule } from '../../data/sessions/sessions-data.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { EvaluationModule } from '../evaluation/evaluation.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AnswerImageAccessService } from './answer-image-access.service.js';
import { AnswerImagesController } from './answer-images.controller.js';
import { AnswersService } from './answers.service.js';
import { AttemptsController } from './attempts.controller.js';
import { AttemptsService } from './attempts.service.js';
import { ExpiredAttemptsSweeper } from './expired-attempts.sweeper.js';
import { ImageUrlSigner } from './image-url-signer.js';
import { OnBehalfController } from './on-behalf.controller.js';
import { OnBehalfService } from './on-behalf.service.js';

/**
 * Students sitting exam levels: starting a session, saving typed and handwritten answers,
 * submitting for evaluation; and teachers uploading answer sheets on a student's behalf.
 */
@Module({
  imports: [
    AuthModule,
    EvaluationModule,
    UploadsModule,
    CatalogueDataModule,
    PapersDataModule,
    PeopleDataModule,
    SessionsDataModule,
  ],
  // OnBehalfController first: its literal path must win over the item route's parameter.
  controllers: [OnBehalfController, AttemptsController, AnswerImagesController],
  providers: [
    AttemptsService,
    AnswersService,
    OnBehalfService,
    AnswerImageAccessService,
    ImageUrlSigner,
    ExpiredAttemptsSweeper,
  ],
})
export class AttemptsModule {}
