import { Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { apiRoutes, HealthResponse } from '@markwise/contract';
import type { Database } from '@markwise/db';
import { Public } from '../../common/auth/decorators.js';
import { ApiErrors, Route } from '../../common/http/api-decorators.js';
import { DomainError } from '../../common/errors/domain-errors.js';
import { DATABASE } from '../../database/database.module.js';
import { ShutdownDrain } from './shutdown-drain.js';

@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly drain: ShutdownDrain,
  ) {}

  /** Liveness: the process answers. */
  @Route.get(apiRoutes.health.live, HealthResponse)
  live(): HealthResponse {
    return { status: 'ok' };
  }

  /** Readiness: the database answers too, and the process is not shutting down. */
  @Route.get(apiRoutes.health.ready, HealthResponse)
  @ApiErrors({ 503: 'Database unreachable, or shutting down' })
  async ready(): Promise<HealthResponse> {
    if (!this.drain.ready) throw new DomainError('unavailable', 'Shutting down');
    try {
      await this.database.ping();
    } catch {
      throw new DomainError('unavailable', 'Database is not reachable');
    }
    return { status: 'ok', database: this.database.kind };
  }
}
