import { Module } from '@nestjs/common';
import { CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.schema.js';
import { AuditDataModule } from '../../data/audit/audit-data.module.js';
import { CatalogueDataModule } from '../../data/catalogue/catalogue-data.module.js';
import { PapersDataModule } from '../../data/papers/papers-data.module.js';
import { PeopleDataModule } from '../../data/people/people-data.module.js';
import { SessionsDataModule } from '../../data/sessions/sessions-data.module.js';
import { ImageUrlSigner } from '../attempts/image-url-signer.js';
import { BulkMarkingController } from './bulk-marking.controller.js';
import { BulkMarkingService } from './bulk-marking.service.js';
import { EvaluationQueue } from './evaluation-queue.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ProvidersModule } from './providers/providers.module.js';
import { PgBossEvaluationQueue } from './queue/pg-boss-evaluation-queue.js';
import { EVALUATION_QUEUE_OPTIONS, queueOptionsFrom } from './queue/queue-options.js';
import { ReEvaluationService } from './re-evaluation.service.js';
import { RegradeController, StudentRegradeController } from './regrade.controller.js';
import { RegradeService } from './regrade.service.js';
import { ReviewController } from './review.controller.js';
import { ReviewGroups } from './review-groups.service.js';
import { ReviewService } from './review.service.js';
import { RubricChange } from './rubric-change.service.js';
import { SecondMarkingController } from './second-marking.controller.js';
import { SecondMarking } from './second-marking.service.js';
import { SessionEvaluator } from './session-evaluator.service.js';
import { SessionSettlement } from './session-settlement.js';
import { SuggestionAnchors } from './suggestion-anchors.js';
import { TeacherControlController } from './teacher-control.controller.js';
import { TeacherControlService } from './teacher-control.service.js';
import { TranscriptionCorrection } from './transcription-correction.service.js';

/**
 * Evaluation of submitted sessions: the pg-boss queue and its workers (in this process when
 * EVALUATION_WORKERS=in-process; `pnpm worker` otherwise), teacher overrides, review decisions and
 * releases, students' re-check requests, second marking and moderation, re-runs and their proposals, bulk marking.
 */
@Module({
  imports: [
    ProvidersModule,
    AuditDataModule,
    CatalogueDataModule,
    PapersDataModule,
    PeopleDataModule,
    SessionsDataModule,
    // The store answer photos are read from, shared by every worker.
    UploadsModule,
  ],
  controllers: [
    TeacherControlController,
    ReviewController,
    RegradeController,
    StudentRegradeController,
    SecondMarkingController,
    BulkMarkingController,
  ],
  providers: [
    {
      provide: EVALUATION_QUEUE_OPTIONS,
      useFactory: (config: AppConfig) => queueOptionsFrom(config),
      inject: [CONFIG],
    },
    PgBossEvaluationQueue,
    { provide: EvaluationQueue, useExisting: PgBossEvaluationQueue },
    SuggestionAnchors,
    SessionSettlement,
    SessionEvaluator,
    TeacherControlService,
    ReviewService,
    ReviewGroups,
    TranscriptionCorrection,
    RubricChange,
    RegradeService,
    SecondMarking,
    ReEvaluationService,
    BulkMarkingService,
    // Stateless (its key derives from the JWT secret): the desk's photo URLs verify as the attempts module's.
    ImageUrlSigner,
  ],
  exports: [EvaluationQueue, PgBossEvaluationQueue, EVALUATION_QUEUE_OPTIONS],
})
export class EvaluationModule {}
