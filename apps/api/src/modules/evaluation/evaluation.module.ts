import { Module } from '@nestjs/common';
import { BulkMarkingController } from './bulk-marking.controller.js';
import { BulkMarkingService } from './bulk-marking.service.js';
import { EvaluationAdminRepository } from './evaluation-admin.repository.js';
import { EvaluationQueue } from './evaluation-queue.js';
import { EvaluationRepository } from './evaluation.repository.js';
import { LevelProgressRepository } from './level-progress.repository.js';
import { ProvidersModule } from './providers/providers.module.js';
import { PgBossEvaluationQueue } from './queue/pg-boss-evaluation-queue.js';
import { DEFAULT_QUEUE_OPTIONS, EVALUATION_QUEUE_OPTIONS } from './queue/queue-options.js';
import { StuckSessionsRepository } from './queue/stuck-sessions.repository.js';
import { AnchorsRepository } from './anchors.repository.js';
import { ReEvaluationService } from './re-evaluation.service.js';
import { ReviewListRepository } from './review-list.repository.js';
import { ReviewController } from './review.controller.js';
import { ReviewRepository } from './review.repository.js';
import { ReviewService } from './review.service.js';
import { SessionEvaluator } from './session-evaluator.service.js';
import { SessionSettlement } from './session-settlement.js';
import { SuggestionAnchors } from './suggestion-anchors.js';
import { TeacherControlController } from './teacher-control.controller.js';
import { TeacherControlService } from './teacher-control.service.js';

/**
 * Evaluation of submitted sessions: the pg-boss queue and its workers (in this process when
 * EVALUATION_WORKERS=in-process; `pnpm worker` otherwise), teacher overrides, review decisions and
 * releases, re-runs and their proposals, bulk marking.
 */
@Module({
  imports: [ProvidersModule],
  controllers: [TeacherControlController, ReviewController, BulkMarkingController],
  providers: [
    { provide: EVALUATION_QUEUE_OPTIONS, useValue: DEFAULT_QUEUE_OPTIONS },
    PgBossEvaluationQueue,
    { provide: EvaluationQueue, useExisting: PgBossEvaluationQueue },
    EvaluationRepository,
    LevelProgressRepository,
    StuckSessionsRepository,
    ReviewRepository,
    ReviewListRepository,
    AnchorsRepository,
    SuggestionAnchors,
    SessionSettlement,
    SessionEvaluator,
    EvaluationAdminRepository,
    TeacherControlService,
    ReviewService,
    ReEvaluationService,
    BulkMarkingService,
  ],
  exports: [EvaluationQueue, PgBossEvaluationQueue, EVALUATION_QUEUE_OPTIONS],
})
export class EvaluationModule {}
