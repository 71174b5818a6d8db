import { Controller, Get, Inject } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { apiRoutes, ErrorResponse, HealthResponse } from '@markwise/contract';
import type { Database } from '@markwise/db';
import { Public } from '../../common/auth/decorators.js';
import { DomainError } from '../../common/errors/domain-errors.js';
import { DATABASE } from '../../database/database.module.js';

@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** Liveness: the process answers. */
  @Get(apiRoutes.health.live)
  @ApiResponse({ status: 200, standardSchema: HealthResponse })
  live(): HealthResponse {
    return { status: 'ok' };
  }

  /** Readiness: the database answers too. */
  @Get(apiRoutes.health.ready)
  @ApiResponse({ status: 200, standardSchema: HealthResponse })
  @ApiResponse({ status: 503, description: 'Database unreachable', standardSchema: ErrorResponse })
  async ready(): Promise<HealthResponse> {
    try {
      await this.database.ping();
    } catch {
      throw new DomainError('unavailable', 'Database is not reachable');
    }
    return { status: 'ok', database: this.database.kind };
  }
}
