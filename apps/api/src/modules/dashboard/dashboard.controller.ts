import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { apiRoutes, DashboardStatsResponse, PerformanceResponse } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ApiErrors, Route } from '../../common/http/api-decorators.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { DashboardService } from './dashboard.service.js';

@ApiTags('dashboard')
@ApiBearerAuth()
@ApiErrors({ 403: 'Not an admin' })
@Roles('ADMIN')
@Controller()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Route.get(apiRoutes.dashboard.stats, DashboardStatsResponse)
  stats(@CurrentUser() user: AuthUser): Promise<DashboardStatsResponse> {
    return this.dashboard.stats(user);
  }

  @Route.get(apiRoutes.dashboard.performance, PerformanceResponse)
  performance(@CurrentUser() user: AuthUser): Promise<PerformanceResponse> {
    return this.dashboard.performance(user);
  }
}
