import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.schema.js';

/**
 * The first step of a shutdown: readiness answers 503 at once while requests are still served
 * for SHUTDOWN_DRAIN_DELAY_MS, so a load balancer takes the replica out before its listener
 * closes (Nest runs every onModuleDestroy before draining jobs and closing the HTTP server).
 */
@Injectable()
export class ShutdownDrain implements OnModuleDestroy {
  private readonly logger = new Logger('Shutdown');
  private draining = false;

  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  get ready(): boolean {
    return !this.draining;
  }

  async onModuleDestroy() {
    this.draining = true;
    const delayMs = this.config.SHUTDOWN_DRAIN_DELAY_MS;
    if (delayMs === 0) return;
    this.logger.log(
      `Not ready; serving for ${delayMs} ms before closing (SHUTDOWN_DRAIN_DELAY_MS)`,
    );
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
}
