import { Module } from '@nestjs/common';
import { EvaluationQueue } from './evaluation-queue.js';

/** Placeholder until the queue lands: sessions stay 'submitted'. */
class PendingEvaluationQueue extends EvaluationQueue {
  async enqueue() {}
}

@Module({
  providers: [{ provide: EvaluationQueue, useClass: PendingEvaluationQueue }],
  exports: [EvaluationQueue],
})
export class EvaluationModule {}
