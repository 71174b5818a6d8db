import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  EVALUATION_QUEUE_OPTIONS,
  type EvaluationQueueOptions,
} from '../evaluation/queue/queue-options.js';
import { AttemptsService } from './attempts.service.js';

/** A save sent just before the deadline may still be in flight; it gets this long to land. */
const GRACE_SECONDS = 30;
const BATCH = 200;

/**
 * Closes attempts whose time ran out, on the queue's sweep interval: a teacher never sees an
 * attempt 'in progress' forever because its student closed the tab.
 */
@Injectable()
export class ExpiredAttemptsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ExpiredAttempts');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly attempts: AttemptsService,
    @Inject(EVALUATION_QUEUE_OPTIONS) private readonly options: EvaluationQueueOptions,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.sweep(), this.options.sweepIntervalSeconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown() {
    if (this.timer) clearInterval(this.timer);
  }

  /** Never fatal: a failed sweep is logged and the next one tries again. */
  async sweep(): Promise<number> {
    try {
      const closed = await this.attempts.closeExpired({
        graceSeconds: GRACE_SECONDS,
        limit: BATCH,
      });
      if (closed.length > 0) this.logger.log(`Submitted ${closed.length} expired attempt(s)`);
      return closed.length;
    } catch (error) {
      this.logger.error(`Sweep failed: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }
}
