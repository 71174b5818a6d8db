import type { Server } from 'node:http';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
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

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  get ready(): boolean {
    return !this.draining;
  }

  async onModuleDestroy() {
    this.draining = true;
    const delayMs = this.config.SHUTDOWN_DRAIN_DELAY_MS;
    if (delayMs > 0) {
      this.logger.log(
        `Not ready; serving for ${delayMs} ms before closing (SHUTDOWN_DRAIN_DELAY_MS)`,
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    this.closeConnectionsOnceIdle();
  }

  /**
   * Closing the listener closes the connections idle at that moment, but one answering a request
   * then stays open for HTTP_KEEP_ALIVE_TIMEOUT_MS once it is done, and the process could not
   * exit before it: from here on each connection is closed as soon as it is idle.
   */
  private closeConnectionsOnceIdle() {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server?.closeIdleConnections) return;
    const sweep = setInterval(() => server.closeIdleConnections(), 100).unref();
    // Closed once its last connection is: nothing left to sweep (tests close many apps in one process).
    server.once('close', () => clearInterval(sweep));
  }
}
